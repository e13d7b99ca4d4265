import path from 'node:path';
import { checkAreas } from './area-checks';
import { checkCoreOrder, checkServerLayers } from './server-layer-checks';
import { checkServerTables } from './server-table-checks';
import type { Violation } from './source-scan';
import { checkUiLayers, checkUiStyles } from './ui-layer-checks';

export type { Violation } from './source-scan';

/** Checks every source file under `root` against the area rules; returns what breaks them. */
export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  violations.push(...checkAreas(root));
  violations.push(...checkUiLayers(root));
  violations.push(...checkUiStyles(root));
  violations.push(...checkServerLayers(root));
  violations.push(...checkCoreOrder(root));
  violations.push(...checkServerTables(root));
  return violations;
}

function formatViolation(violation: Violation): string {
  return `${violation.file}:${violation.line}  ${violation.specifier}\n    ${violation.reason}`;
}

// Run directly (pnpm boundaries): print each violation and fail the command when any exist.
if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../..');
  const violations = checkBoundaries(root);
  for (const violation of violations) console.error(formatViolation(violation));
  if (violations.length > 0) {
    console.error(`\n${violations.length} boundary violation(s)`);
    process.exit(1);
  }
  process.stdout.write('boundaries: no forbidden imports\n');
}
