import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AREA_RULES,
  type AreaRule,
  ENTRY_POINTS,
  SERVER_CORE_ORDER,
  SERVER_LAYERS,
  SERVER_TABLE_CROSSINGS_ALLOWED,
  SERVER_TABLE_OWNERS,
  TEST_ONLY_ENTRY_POINTS,
  TEST_SUPPORT_FILES,
  UI_LAYER_RULES,
  UI_STYLE_CROSSINGS_ALLOWED,
  UI_STYLE_OWNERS,
  UI_STYLES,
  type UiLayerRule,
} from './boundary-rules';

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'fixtures',
  'test-results',
  'playwright-report',
  'data',
]);

const IMPORT_PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** Checks every source file under `root` against the area rules; returns what breaks them. */
export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const rule of AREA_RULES) {
    for (const file of listSourceFiles(path.join(root, rule.folder))) {
      violations.push(...checkFile(root, rule, file));
    }
  }
  violations.push(...checkUiLayers(root));
  violations.push(...checkUiStyles(root));
  violations.push(...checkServerLayers(root));
  violations.push(...checkCoreOrder(root));
  violations.push(...checkServerTables(root));
  return violations;
}

function checkFile(root: string, rule: AreaRule, file: string): Violation[] {
  const source = stripComments(readFileSync(file, 'utf8'));
  const relativeFile = path.relative(root, file);
  const violations: Violation[] = [];
  for (const { specifier, index } of findImports(source)) {
    const reason = judgeImport(root, rule, file, specifier);
    if (reason) violations.push({ file: relativeFile, line: lineAt(source, index), specifier, reason });
  }
  if (rule.forbiddenCode && !TEST_FILE.test(file)) {
    for (const { pattern, reason } of rule.forbiddenCode) {
      const match = new RegExp(pattern.source, 'g').exec(source);
      if (match) {
        violations.push({
          file: relativeFile,
          line: lineAt(source, match.index),
          specifier: match[0],
          reason: `${rule.area} ${reason}`,
        });
      }
    }
  }
  return violations;
}

function judgeImport(root: string, rule: AreaRule, file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return judgeRelative(root, rule, file, specifier);
  if (specifier.startsWith('@ferry/')) {
    if (/\/dist(\/|$)/.test(specifier))
      return 'imports built output (dist); import the package entry instead';
    return judgeWorkspace(rule, specifier, isTestSupport(root, file));
  }
  return judgeExternal(rule, specifier);
}

function isTestSupport(root: string, file: string): boolean {
  const relativeFile = path.relative(root, file).split(path.sep).join('/');
  return TEST_FILE.test(file) || TEST_SUPPORT_FILES.includes(relativeFile);
}

function judgeRelative(root: string, rule: AreaRule, file: string, specifier: string): string | undefined {
  const target = path.relative(root, path.resolve(path.dirname(file), specifier));
  const targetArea = areaOf(target);
  if (targetArea === rule.area) return undefined;
  if (targetArea === undefined) {
    const normalised = target.split(path.sep).join('/');
    const isReachAllowed = rule.relativeReach?.some((folder) => normalised.startsWith(`${folder}/`));
    return isReachAllowed ? undefined : `reaches outside ${rule.area} by a relative path`;
  }
  const isSameShared = rule.area.startsWith('shared/') && targetArea.startsWith('shared/');
  if (!isSameShared) return `reaches into ${targetArea} by a relative path; import its package entry`;
  return rule.workspace.includes(targetArea)
    ? undefined
    : `${rule.area} may not import ${targetArea} (layers point downwards)`;
}

function judgeWorkspace(rule: AreaRule, specifier: string, isTestSupportFile: boolean): string | undefined {
  if (!ENTRY_POINTS.includes(specifier))
    return 'deep import into another package; use its public entry point';
  if (isTestSupportFile && TEST_ONLY_ENTRY_POINTS.includes(specifier)) return undefined;
  const targetArea = specifier.replace(/^@ferry\//, '');
  const isAllowed = rule.workspace.includes(specifier) || rule.workspace.includes(targetArea);
  return isAllowed ? undefined : `${rule.area} may not import ${specifier}`;
}

function judgeExternal(rule: AreaRule, specifier: string): string | undefined {
  const name = packageName(specifier);
  const matches = (pattern: string) =>
    pattern === name || (pattern.endsWith('*') && name.startsWith(pattern.slice(0, -1)));
  if (rule.forbidden?.some(matches)) return `${rule.area} may not import ${name}`;
  if (rule.external === '*' || rule.external.some(matches)) return undefined;
  return `${rule.area} may not import ${name}`;
}

function areaOf(relativePath: string): string | undefined {
  const normalised = relativePath.split(path.sep).join('/');
  const candidates = AREA_RULES.filter(
    (rule) => normalised === rule.folder || normalised.startsWith(`${rule.folder}/`),
  );
  return candidates.sort((a, b) => b.folder.length - a.folder.length)[0]?.area;
}

function packageName(specifier: string): string {
  if (specifier.startsWith('node:')) return specifier;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function findImports(source: string): { specifier: string; index: number }[] {
  const found: { specifier: string; index: number }[] = [];
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(new RegExp(pattern.source, 'g'))) {
      if (match[1]) found.push({ specifier: match[1], index: match.index ?? 0 });
    }
  }
  return found;
}

// Comments may mention imports ("never import x"); blanking them keeps line numbers intact.
function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (_line, before: string) => before);
}

function lineAt(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

function listSourceFiles(folder: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : listSourceFiles(full);
    return SOURCE_FILE.test(entry.name) ? [full] : [];
  });
}

// ── Front-end layers inside shared/ui (issue 12 item 2) ─────────────────────────────────────
// Inside the ui area relative imports are free as far as AREA_RULES go; these rules add the
// walls between its layers and between one feature and another.

function checkUiLayers(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const rule of UI_LAYER_RULES) {
    for (const file of listSourceFiles(path.join(root, rule.folder))) {
      const source = stripComments(readFileSync(file, 'utf8'));
      for (const { specifier, index } of findImports(source)) {
        if (!specifier.startsWith('.')) continue;
        const reason = judgeUiLayer(root, rule, file, specifier);
        if (reason)
          violations.push({
            file: path.relative(root, file),
            line: lineAt(source, index),
            specifier,
            reason,
          });
      }
    }
  }
  return violations;
}

/**
 * A feature's imports of stylesheets in `shared/ui/styles` that another feature owns
 * (UI_STYLE_OWNERS), minus today's known ones, plus any known one that no longer happens.
 */
function checkUiStyles(root: string): Violation[] {
  const violations: Violation[] = [];
  const featuresFolder = UI_LAYER_RULES.find((rule) => rule.isolatesSubfolders)?.folder;
  if (!featuresFolder) return violations;
  const seen = new Set<string>();
  for (const file of listSourceFiles(path.join(root, featuresFolder))) {
    const relativeFile = toPosix(path.relative(root, file));
    const feature = unitOf(relativeFile, featuresFolder);
    const source = stripComments(readFileSync(file, 'utf8'));
    for (const { specifier, index } of findImports(source)) {
      if (!specifier.startsWith('.') || !specifier.endsWith('.css')) continue;
      const target = toPosix(path.relative(root, path.resolve(path.dirname(file), specifier)));
      if (path.posix.dirname(target) !== UI_STYLES) continue;
      const sheet = path.posix.basename(target);
      const owner = UI_STYLE_OWNERS[sheet];
      if (owner === undefined || owner === feature) continue;
      const crossing = `${feature} ${sheet}`;
      seen.add(crossing);
      if (UI_STYLE_CROSSINGS_ALLOWED.includes(crossing)) continue;
      violations.push({
        file: relativeFile,
        line: lineAt(source, index),
        specifier,
        reason: `ui feature ${feature} may not import ${owner}'s stylesheet; move the rules it needs to a shared one`,
      });
    }
  }
  if (!existsSync(path.join(root, UI_STYLES))) return violations;
  for (const crossing of UI_STYLE_CROSSINGS_ALLOWED) {
    if (seen.has(crossing)) continue;
    violations.push({
      file: 'tests/boundaries/boundary-rules.ts',
      line: 1,
      specifier: crossing,
      reason: 'allowed stylesheet crossing no longer happens: remove it from UI_STYLE_CROSSINGS_ALLOWED',
    });
  }
  return violations;
}

// ---- Server layers (issue 12): features over a core that never imports them ----

type ServerLayer = { kind: 'root' } | { kind: 'core' } | { kind: 'feature'; name: string };

/** Which layer of `server/src` a repository-relative path belongs to (undefined: outside it). */
function serverLayerOf(relativePath: string): ServerLayer | undefined {
  const normalised = relativePath.split(path.sep).join('/');
  if (!normalised.startsWith(`${SERVER_LAYERS.source}/`)) return undefined;
  const inside = normalised.slice(SERVER_LAYERS.source.length + 1).split('/');
  const [top, name] = inside;
  if (
    inside.length === 1 ||
    (top !== undefined && (SERVER_LAYERS.compositionRoot as readonly string[]).includes(top))
  )
    return { kind: 'root' };
  if (`${SERVER_LAYERS.source}/${top}` === SERVER_LAYERS.features && name !== undefined && inside.length > 2)
    return { kind: 'feature', name };
  return { kind: 'core' };
}

/** Checks the relative imports inside `server/src` against the server's layers. */
function checkServerLayers(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of listSourceFiles(path.join(root, SERVER_LAYERS.source))) {
    const source = stripComments(readFileSync(file, 'utf8'));
    for (const { specifier, index } of findImports(source)) {
      if (!specifier.startsWith('.')) continue;
      const reason = judgeServerLayers(root, file, specifier);
      if (reason)
        violations.push({ file: path.relative(root, file), line: lineAt(source, index), specifier, reason });
    }
  }
  return violations;
}

function judgeUiLayer(root: string, rule: UiLayerRule, file: string, specifier: string): string | undefined {
  const target = toPosix(path.relative(root, path.resolve(path.dirname(file), specifier)));
  const forbidden = rule.forbiddenFolders.find((folder) => isInsideFolder(target, folder));
  if (forbidden) return `${rule.layer} may not import ${forbidden} (layers point downwards)`;
  if (!rule.isolatesSubfolders) return undefined;
  const own = unitOf(toPosix(path.relative(root, file)), rule.folder);
  const other = unitOf(target, rule.folder);
  if (other === undefined || other === own) return undefined;
  return `${rule.layer} ${own} may not import another one (${other}); share through the shell, components or lib`;
}

/** The first folder (or file) under `folder` that `relativePath` lies in: the feature's name. */
function unitOf(relativePath: string, folder: string): string | undefined {
  if (!relativePath.startsWith(`${folder}/`)) return undefined;
  return relativePath.slice(folder.length + 1).split('/')[0];
}

function isInsideFolder(relativePath: string, folder: string): boolean {
  return relativePath === folder || relativePath.startsWith(`${folder}/`);
}

function toPosix(relativePath: string): string {
  return relativePath.split(path.sep).join('/');
}

function judgeServerLayers(root: string, file: string, specifier: string): string | undefined {
  const from = serverLayerOf(path.relative(root, file));
  const to = serverLayerOf(path.relative(root, path.resolve(path.dirname(file), specifier)));
  if (!from || !to || to.kind !== 'feature') return undefined;
  if (from.kind === 'core') return `the server core may not import a feature (features/${to.name})`;
  if (from.kind === 'feature' && from.name !== to.name)
    return `feature ${from.name} may not import another feature's files (features/${to.name}); move what they share to the core`;
  return undefined;
}

// ---- The core's order and who owns each table (issue 26) ----

/** Core files import only their own folder and the folders below it in SERVER_CORE_ORDER. */
function checkCoreOrder(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of listSourceFiles(path.join(root, SERVER_LAYERS.source))) {
    const relativeFile = toPosix(path.relative(root, file));
    if (serverLayerOf(relativeFile)?.kind !== 'core' || TEST_FILE.test(file)) continue;
    const from = coreFolderOf(relativeFile);
    const fromIndex = SERVER_CORE_ORDER.indexOf(from);
    if (fromIndex < 0) {
      violations.push({
        file: relativeFile,
        line: 1,
        specifier: from,
        reason: `the core folder ${from} has no place in SERVER_CORE_ORDER (tests/boundaries/boundary-rules.ts)`,
      });
      continue;
    }
    const source = stripComments(readFileSync(file, 'utf8'));
    for (const { specifier, index } of findImports(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = toPosix(path.relative(root, path.resolve(path.dirname(file), specifier)));
      if (serverLayerOf(target)?.kind !== 'core') continue;
      const to = coreFolderOf(target);
      if (to === from || SERVER_CORE_ORDER.indexOf(to) < fromIndex) continue;
      violations.push({
        file: relativeFile,
        line: lineAt(source, index),
        specifier,
        reason: `the core folder ${from} may not import ${to}, which stands above it in SERVER_CORE_ORDER (no cycles in the core)`,
      });
    }
  }
  return violations;
}

function coreFolderOf(relativePath: string): string {
  return relativePath.slice(SERVER_LAYERS.source.length + 1).split('/')[0] ?? '';
}

/** Kysely's table arguments, `Schema['table']`, and a table named after a keyword in SQL text. */
const TABLE_CALL =
  /\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto|replaceInto)\(\s*['"`]([a-z_][a-z0-9_]*)/g;
const SCHEMA_INDEX = /\bSchema\s*\[\s*['"]([a-z_][a-z0-9_]*)['"]\s*\]/g;
const TEMPLATE = /`[^`]*`/g;
const SQL_TABLE = /\b(?:from|join|into|update|table|exists)\s+"?([a-z_][a-z0-9_]*)/gi;

function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [owner, tables] of Object.entries(SERVER_TABLE_OWNERS)) {
    for (const table of tables) owners.set(table, owner.startsWith('core:') ? 'core' : owner);
  }
  return owners;
}

/** The known tables a source names, each with where it first appears. */
function tablesUsedIn(source: string, owners: Map<string, string>): Map<string, number> {
  const used = new Map<string, number>();
  const note = (table: string | undefined, index: number) => {
    if (table && owners.has(table) && !used.has(table)) used.set(table, index);
  };
  for (const pattern of [TABLE_CALL, SCHEMA_INDEX]) {
    for (const match of source.matchAll(new RegExp(pattern.source, 'g'))) note(match[1], match.index ?? 0);
  }
  for (const template of source.matchAll(new RegExp(TEMPLATE.source, 'g'))) {
    for (const match of template[0].matchAll(new RegExp(SQL_TABLE.source, 'gi')))
      note(match[1], (template.index ?? 0) + (match.index ?? 0));
  }
  return used;
}

/**
 * A feature uses its own tables and the core's; the core only the core's; the composition root
 * and tests any. Every table the migrations create has an owner.
 */
function checkServerTables(root: string): Violation[] {
  const owners = tableOwners();
  const violations: Violation[] = [...unownedTables(root, owners)];
  const allowed = new Set(SERVER_TABLE_CROSSINGS_ALLOWED.map((entry) => `${entry.file} ${entry.table}`));
  const matchedAllowances = new Set<string>();
  for (const file of listSourceFiles(path.join(root, SERVER_LAYERS.source))) {
    const relativeFile = toPosix(path.relative(root, file));
    const layer = serverLayerOf(relativeFile);
    if (!layer || layer.kind === 'root' || TEST_FILE.test(file)) continue;
    const user = layer.kind === 'core' ? 'core' : layer.name;
    const source = stripComments(readFileSync(file, 'utf8'));
    for (const [table, index] of tablesUsedIn(source, owners)) {
      const owner = owners.get(table);
      if (owner === 'core' || owner === user) continue;
      const key = `${relativeFile} ${table}`;
      if (allowed.has(key)) {
        matchedAllowances.add(key);
        continue;
      }
      violations.push({
        file: relativeFile,
        line: lineAt(source, index),
        specifier: table,
        reason:
          layer.kind === 'core'
            ? `the server core may not use the table ${table} of feature ${owner}`
            : `feature ${user} may not use the table ${table} of feature ${owner}; reach it through a port the core declares`,
      });
    }
  }
  for (const entry of SERVER_TABLE_CROSSINGS_ALLOWED) {
    const key = `${entry.file} ${entry.table}`;
    if (matchedAllowances.has(key) || !existsSync(path.join(root, SERVER_LAYERS.source, 'db', 'migrations')))
      continue;
    violations.push({
      file: entry.file,
      line: 1,
      specifier: entry.table,
      reason: 'allowed crossing no longer happens: remove it from SERVER_TABLE_CROSSINGS_ALLOWED',
    });
  }
  return violations;
}

/** Tables the migrations create that SERVER_TABLE_OWNERS gives no owner. */
function unownedTables(root: string, owners: Map<string, string>): Violation[] {
  const folder = path.join(root, SERVER_LAYERS.source, 'db', 'migrations');
  if (!existsSync(folder)) return [];
  const violations: Violation[] = [];
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.sql'))) {
    const source = readFileSync(path.join(folder, name), 'utf8');
    for (const match of source.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?"?([a-z_][a-z0-9_]*)/gi)) {
      const table = match[1] ?? '';
      if (owners.has(table)) continue;
      violations.push({
        file: toPosix(path.relative(root, path.join(folder, name))),
        line: lineAt(source, match.index ?? 0),
        specifier: table,
        reason: 'the table has no owner in SERVER_TABLE_OWNERS (tests/boundaries/boundary-rules.ts)',
      });
    }
  }
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
