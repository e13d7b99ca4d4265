import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverLayerOf } from './server-layer-checks';
import { SERVER_LAYERS, SERVER_TABLE_CROSSINGS_ALLOWED, SERVER_TABLE_OWNERS } from './server-layer-rules';
import { lineAt, listSourceFiles, stripComments, TEST_FILE, toPosix, type Violation } from './source-scan';

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
export function checkServerTables(root: string): Violation[] {
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
        reason: 'the table has no owner in SERVER_TABLE_OWNERS (tests/boundaries/server-layer-rules.ts)',
      });
    }
  }
  return violations;
}
