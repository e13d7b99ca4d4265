import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Budgets, describe, judge } from './budget';
import { type FirstLoad, type LandingRoute, measureFirstLoad, readManifest } from './first-load';
import { LANDING_ROUTES } from './landing-routes';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BUDGETS_FILE = path.join(import.meta.dirname, 'budgets.json');

export interface BudgetCheck {
  lines: string[];
  isOver: boolean;
  loads: Record<string, FirstLoad>;
}

/** Measures each landing's first load from its built app and holds it against its figure. */
export function checkSizeBudgets(
  repoRoot: string,
  landings: readonly LandingRoute[],
  budgets: Budgets,
): BudgetCheck {
  const check: BudgetCheck = { lines: [], isOver: false, loads: {} };
  for (const landing of landings) {
    const distDir = path.join(repoRoot, landing.appDir, 'dist');
    if (!existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
      check.isOver = true;
      check.lines.push(
        `FAIL ${landing.app}: no ${landing.appDir}/dist/.vite/manifest.json; run \`pnpm build\` first`,
      );
      continue;
    }
    const budget = budgets[landing.app];
    const load = measureFirstLoad(repoRoot, landing, readManifest(distDir));
    check.loads[landing.app] = load;
    if (!budget) {
      check.isOver = true;
      check.lines.push(
        `FAIL ${landing.app}: no figure in tests/size-budget/budgets.json (measured ${load.gzipBytes} B)`,
      );
      continue;
    }
    const judgement = judge(load.gzipBytes, budget.gzipBytes);
    if (judgement.verdict === 'over') check.isOver = true;
    check.lines.push(...describe(landing, load, budget, judgement));
  }
  return check;
}

function readBudgets(): Budgets {
  return JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
}

/**
 * `--set "<reason>"` (with `--app web` for one app only): writes the measured figures, today's
 * date and the reason into budgets.json.
 */
function setFigures(check: BudgetCheck, reason: string, onlyApp: string | undefined): void {
  if (onlyApp !== undefined && !(onlyApp in check.loads)) throw new Error(`no built app named ${onlyApp}`);
  const date = new Date().toISOString().slice(0, 10);
  const budgets = readBudgets();
  for (const [app, load] of Object.entries(check.loads)) {
    if (onlyApp === undefined || app === onlyApp) budgets[app] = { gzipBytes: load.gzipBytes, reason, date };
  }
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
  process.stdout.write(`wrote the measured figures into ${path.relative(REPO_ROOT, BUDGETS_FILE)}\n`);
}

function main(): void {
  const { values } = parseArgs({ options: { set: { type: 'string' }, app: { type: 'string' } } });
  process.stdout.write('First-load JavaScript of the landings (manifest closure, gzip -9):\n');
  const check = checkSizeBudgets(REPO_ROOT, LANDING_ROUTES, readBudgets());
  for (const line of check.lines) process.stdout.write(`${line}\n`);
  if (values.set !== undefined) {
    setFigures(check, values.set, values.app);
    return;
  }
  process.exitCode = check.isOver ? 1 : 0;
}

if (import.meta.filename === process.argv[1]) main();
