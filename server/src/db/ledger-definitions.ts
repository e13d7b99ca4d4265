import path from 'node:path';
import type { Database } from './open-database';

/** The generated file that shows the ledger's live SQL in one place. */
export const LEDGER_SQL_FILE = path.join(import.meta.dirname, 'ledger.sql');

export const LEDGER_SQL_COMMAND = 'pnpm ledger:sql';

/** One function or trigger as the database itself prints it. */
export interface LedgerDefinition {
  /** `function ledger_post(p_transfers jsonb)` or `trigger ledger_entries_immutable on ledger_entries`. */
  name: string;
  sql: string;
}

const MARKER = '-- definition: ';

const HEADER = `-- GENERATED FILE: do not edit. The money functions (money_apply: one call per money operation),
-- the ledger's functions and the ledger's triggers as the migrations leave them.
-- The migrations in ./migrations stay the history; this file is what the database runs now,
-- printed by pg_get_functiondef and pg_get_triggerdef from a freshly migrated database.
-- Regenerate after a migration that changes one of them: ${LEDGER_SQL_COMMAND}
-- server/src/db/ledger-sql.test.ts fails while this file differs from the migrated database.
`;

/**
 * The money operations' and the ledger's functions (named money_* and ledger_*) and the triggers
 * on the ledger's tables, in a stable order: functions by name and arguments, then triggers by
 * table and name.
 */
export async function readLedgerDefinitions(database: Database): Promise<LedgerDefinition[]> {
  return database.withSession(async (session) => {
    const functions = await session.query<{ name: string; sql: string }>(
      `SELECT 'function ' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name,
              pg_get_functiondef(p.oid) AS sql
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND (p.proname LIKE 'ledger\\_%' OR p.proname LIKE 'money\\_%')
        ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`,
    );
    const triggers = await session.query<{ name: string; sql: string }>(
      `SELECT 'trigger ' || t.tgname || ' on ' || c.relname AS name, pg_get_triggerdef(t.oid) AS sql
         FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relname LIKE 'ledger\\_%' AND NOT t.tgisinternal
        ORDER BY c.relname, t.tgname`,
    );
    return [...functions, ...triggers].map((row) => ({ name: row.name, sql: row.sql.trim() }));
  });
}

/** The file's text: the header, then each definition under a marker line naming it. */
export function renderLedgerSql(definitions: readonly LedgerDefinition[]): string {
  const blocks = definitions.map((definition) => `${MARKER}${definition.name}\n${definition.sql};\n`);
  return `${HEADER}\n${blocks.join('\n')}`;
}

/** The file's definitions by name (what `renderLedgerSql` wrote), for a per-definition comparison. */
export function parseLedgerSql(text: string): Map<string, string> {
  const definitions = new Map<string, string>();
  const [, ...blocks] = text.split(`\n${MARKER}`);
  for (const block of blocks) {
    const newline = block.indexOf('\n');
    const name = block.slice(0, newline);
    definitions.set(
      name,
      block
        .slice(newline + 1)
        .trim()
        .replace(/;$/, ''),
    );
  }
  return definitions;
}

/** Whitespace-insensitive text, so a line break in the file never counts as a change. */
export function normaliseSql(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
