import { type Kysely, sql } from 'kysely';
import type { Schema } from '../db/schema';

const bigintsAsText = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value;

export interface AuditFinding {
  check: string;
  detail: string;
}

export interface AuditReport {
  isBalanced: boolean;
  findings: AuditFinding[];
  counts: { accounts: number; transfers: number; entries: number; currencies: number };
}

/**
 * Proves the ledger adds up (ARCHITECTURE.md): entries sum to zero per currency and per transfer,
 * every entry belongs to a transfer, every cached balance equals the sum of its entries, no user
 * balance is negative, and every user's held money equals the holds still pending. Read-only.
 */
export async function auditLedger(db: Kysely<Schema>): Promise<AuditReport> {
  const findings: AuditFinding[] = [];
  const add = (check: string, rows: Record<string, unknown>[]) => {
    for (const row of rows) findings.push({ check, detail: JSON.stringify(row, bigintsAsText) });
  };

  add(
    'entries sum to zero per currency',
    (
      await sql<Record<string, unknown>>`
      SELECT currency, sum(amount)::text AS total FROM ledger_entries GROUP BY currency HAVING sum(amount) <> 0`.execute(
        db,
      )
    ).rows,
  );
  add(
    'each transfer has one debit and one credit that cancel',
    (
      await sql<Record<string, unknown>>`
      SELECT t.id, count(e.id) AS entries, coalesce(sum(e.amount), 0)::text AS total
      FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
      GROUP BY t.id HAVING count(e.id) <> 2 OR coalesce(sum(e.amount), 0) <> 0`.execute(db)
    ).rows,
  );
  add(
    'every entry belongs to a transfer',
    (
      await sql<Record<string, unknown>>`
      SELECT e.id, e.transfer_id, e.account_id FROM ledger_entries e
      WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = e.transfer_id)`.execute(db)
    ).rows,
  );
  add(
    'cached balance equals the sum of entries',
    (
      await sql<Record<string, unknown>>`
      SELECT a.id, a.kind, a.currency, a.balance::text AS cached, coalesce(sum(e.amount), 0)::text AS entries
      FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(e.amount), 0)`.execute(db)
    ).rows,
  );
  add(
    'no user balance is negative',
    (
      await sql<Record<string, unknown>>`
      SELECT id, kind, currency, balance::text FROM ledger_accounts
      WHERE kind IN ('user_available', 'user_held') AND balance < 0`.execute(db)
    ).rows,
  );
  add(
    'held money equals pending holds',
    (
      await sql<Record<string, unknown>>`
      SELECT a.profile_id, a.currency, a.balance::text AS held, coalesce(h.pending, 0)::text AS pending
      FROM ledger_accounts a
      LEFT JOIN (SELECT profile_id, currency, sum(amount) AS pending FROM ledger_holds WHERE status = 'pending'
                 GROUP BY profile_id, currency) h ON h.profile_id = a.profile_id AND h.currency = a.currency
      WHERE a.kind = 'user_held' AND a.balance <> coalesce(h.pending, 0)`.execute(db)
    ).rows,
  );
  add(
    'the last entry of an account shows its balance',
    (
      await sql<Record<string, unknown>>`
      SELECT a.id, a.balance::text AS cached, e.balance_after::text AS last_entry
      FROM ledger_accounts a
      JOIN LATERAL (SELECT balance_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1) e ON true
      WHERE e.balance_after <> a.balance`.execute(db)
    ).rows,
  );

  const counts = (
    await sql<{ accounts: number; transfers: number; entries: number; currencies: number }>`
      SELECT (SELECT count(*) FROM ledger_accounts)::int AS accounts,
             (SELECT count(*) FROM ledger_transfers)::int AS transfers,
             (SELECT count(*) FROM ledger_entries)::int AS entries,
             (SELECT count(DISTINCT currency) FROM ledger_entries)::int AS currencies`.execute(db)
  ).rows[0] ?? { accounts: 0, transfers: 0, entries: 0, currencies: 0 };
  return { isBalanced: findings.length === 0, findings, counts };
}
