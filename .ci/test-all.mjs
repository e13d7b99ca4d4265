#!/usr/bin/env node
// `pnpm test`: lint, typecheck, every vitest project (domain, locales, api, ui, server on PGlite,
// bot, boundaries, size-budget), the bank test, the build with its first-load size budget and the
// browser tests in Debian's Chromium. Every step runs even when an earlier one fails; the last
// line sums them up: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.ci', 'out');
const CHROMIUM = '/usr/bin/chromium';
mkdirSync(OUT, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return { status: result.status ?? 1, seconds: Math.round((Date.now() - started) / 1000) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function record(name, status, seconds, counts) {
  const tally = counts ?? { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 };
  // A runner that exits non-zero without a failing test (a crash, an unhandled error) still fails.
  if (status !== 0 && tally.failed === 0) tally.failed = 1;
  totals.passed += tally.passed;
  totals.failed += tally.failed;
  totals.skipped += tally.skipped;
  results.push({ name, status, seconds, ...tally });
}

function step(name, command, args, options = {}) {
  process.stdout.write(`\n━━ ${name}\n`);
  if (options.report) rmSync(options.report, { force: true });
  const { status, seconds } = run(command, args, options.env);
  const report = options.report ? readJson(options.report) : undefined;
  record(name, status, seconds, report ? options.count(report) : undefined);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}; install it with: apt-get install -y chromium`);
    return false;
  }
  process.stdout.write('Installing Debian Chromium for the browser tests…\n');
  if (run('apt-get', ['install', '-y', 'chromium']).status !== 0) {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
  }
  return existsSync(CHROMIUM);
}

const vitestReport = path.join(OUT, 'vitest.json');

/** Each failed test as "file › title: first line of its error", so the summary names it. */
function failedVitestTests(report) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const reason = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        return `${path.relative(ROOT, file.name)} › ${test.fullName ?? test.title}: ${reason}`;
      }),
  );
}
const playwrightReport = path.join(OUT, 'playwright.json');

/** Terminal colour codes, which Playwright's messages carry. */
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first line of a Playwright run's error, without colours, where it was thrown. */
function playwrightReason(run) {
  const error = run?.error ?? run?.errors?.[0];
  if (!error) return '';
  const line =
    String(error.message ?? '')
      .replace(ANSI_COLOUR, '')
      .split('\n')
      .find((text) => text.trim()) ?? '';
  const at = error.location ? ` (${path.basename(error.location.file)}:${error.location.line})` : '';
  return `: ${line.trim().slice(0, 300)}${at}`;
}

/**
 * Playwright's tests with a status (unexpected, flaky), as "file › title: first error line",
 * walking nested suites: a log cut to its tail still says why.
 */
function playwrightTests(report, status) {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === status)
        .map((test) => {
          const failedRun = (test.results ?? []).find((run) => run.status !== 'passed');
          return `${spec.file}:${spec.line} › ${spec.title}${playwrightReason(failedRun)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

step('lint (biome)', 'pnpm', ['exec', 'biome', 'check', '.']);
step('typecheck (tsc, every package)', 'pnpm', ['typecheck']);
step(
  'unit, locale, boundary, bot and server tests (vitest; server on PGlite unless DATABASE_URL is set)',
  'pnpm',
  ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  {
    report: vitestReport,
    count: (report) => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      failures: failedVitestTests(report),
    }),
  },
);
// The bank test's short run: concurrent clients move money while the server is SIGKILLed and
// restarted, then the books are checked. On PGlite here; `.ci/run` repeats it on PostgreSQL.
step('bank test (short run on PGlite, server SIGKILLed 3 times)', 'pnpm', ['test:bank'], {
  env: { DATABASE_URL: '', REDIS_URL: '' },
});
// The first-load size budget reads the built apps' manifests; building here leaves
// dist fresh, so the browser tests' server starts without building again.
step('build web and mini-app (pnpm build)', 'pnpm', ['build']);
step('first-load size budget of /exchange and /messenger/exchange (pnpm size)', 'pnpm', ['size']);
if (ensureChromium()) {
  step(
    'browser tests (Playwright in Debian Chromium)',
    'pnpm',
    ['--filter', '@ferry/tests', 'e2e', '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
      report: playwrightReport,
      count: (report) => ({
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        skipped: report.stats.skipped,
        failures: playwrightTests(report, 'unexpected'),
        flaky: playwrightTests(report, 'flaky'),
      }),
    },
  );
} else {
  record('browser tests (Playwright in Debian Chromium)', 1, 0);
}

process.stdout.write('\n━━ summary\n');
for (const result of results) {
  const mark = result.status === 0 ? 'ok  ' : 'FAIL';
  process.stdout.write(
    `${mark} ${result.name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${result.seconds}s)\n`,
  );
  // The names of what failed come last, where a log cut to its tail still shows them.
  for (const failure of result.failures ?? []) process.stdout.write(`     ✗ ${failure}\n`);
  // A browser test that failed once and passed on its retry is named too: a race to look into.
  for (const flaky of result.flaky ?? []) process.stdout.write(`     ↻ passed on retry: ${flaky}\n`);
}
if (process.env.FERRY_SUMMARY_FILE) writeFileSync(process.env.FERRY_SUMMARY_FILE, JSON.stringify(totals));
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped\n`);
process.exit(totals.failed > 0 ? 1 : 0);
