import path from 'node:path';
import { auditLedger, type Database, openDatabase } from '@ferry/server';
import type { DatabaseSnapshot } from './bank-snapshot';

/** Where the run keeps its data: a fresh PGlite folder, or a fresh database on a PostgreSQL server. */
export type BankStore =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; dataDir: string; adminUrl: string; url: string };

/** The server's settings that point it at the store. */
export function storeEnvironment(store: BankStore): Record<string, string | undefined> {
  return store.kind === 'pglite'
    ? { DATA_DIR: store.dataDir, DATABASE_URL: '' }
    : { DATABASE_URL: store.url, DATA_DIR: store.dataDir };
}

/** A PostgreSQL database of this run's own (`ferry_bank_<pid>`), next to the admin URL's. */
export async function createPostgresStore(adminUrl: string, dataDir: string): Promise<BankStore> {
  const name = `ferry_bank_${process.pid}`;
  const admin = await openDatabase({ kind: 'postgres', url: adminUrl, maxConnections: 1 });
  try {
    await admin.withSession(async (session) => {
      await session.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await session.exec(`CREATE DATABASE ${name}`);
    });
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', dataDir, adminUrl, url: url.toString() };
}

export async function dropPostgresStore(store: BankStore): Promise<void> {
  if (store.kind !== 'postgres') return;
  const name = new URL(store.url).pathname.slice(1);
  const admin = await openDatabase({ kind: 'postgres', url: store.adminUrl, maxConnections: 1 });
  try {
    await admin.withSession((session) => session.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } finally {
    await admin.close();
  }
}

/** Opens the store directly; for PGlite only while the server is stopped (one owner at a time). */
export function openStore(store: BankStore): Promise<Database> {
  return store.kind === 'pglite'
    ? openDatabase({ kind: 'pglite', dataDir: path.join(store.dataDir, 'pglite') })
    : openDatabase({ kind: 'postgres', url: store.url, maxConnections: 2 });
}

const toBigint = (value: unknown): bigint => BigInt(String(value));
const toNullableBigint = (value: unknown): bigint | null => (value === null ? null : toBigint(value));

/** Reads the audit, the stored answers, the transactions and the user balances. */
export async function readSnapshot(database: Database): Promise<DatabaseSnapshot> {
  const audit = await auditLedger(database.db);
  return database.withSession(async (session) => {
    const storedAnswers = await session.query<Record<string, unknown>>(
      'SELECT scope, key, endpoint, status_code, response_body FROM idempotency_keys',
    );
    const transactions = await session.query<Record<string, unknown>>(
      `SELECT t.external_id, t.profile_id, t.type, t.direction, t.status, p.external_id AS parent_external_id,
              r.external_id AS reproduced_external_id, t.currency, t.amount::text AS amount, t.fee::text AS fee,
              t.fee_currency, t.to_currency, t.to_amount::text AS to_amount, t.paid_amount::text AS paid_amount
       FROM transactions t
       LEFT JOIN transactions p ON p.id = t.parent_id
       LEFT JOIN transactions r ON r.id = t.reproduced_id`,
    );
    const chatPayments = await session.query<Record<string, unknown>>(
      `SELECT c.id, c.kind, c.status, h.external_id AS hold_external_id, s.external_id AS settle_external_id
       FROM chat_payments c
       LEFT JOIN transactions h ON h.id = c.hold_transaction_id
       LEFT JOIN transactions s ON s.id = c.settle_transaction_id`,
    );
    const balances = await session.query<Record<string, unknown>>(
      `SELECT profile_id, currency,
              sum(CASE WHEN kind = 'user_available' THEN balance ELSE 0 END)::text AS available,
              sum(CASE WHEN kind = 'user_held' THEN balance ELSE 0 END)::text AS held
       FROM ledger_accounts WHERE profile_id IS NOT NULL GROUP BY profile_id, currency`,
    );
    return {
      audit: { isBalanced: audit.isBalanced, findings: audit.findings },
      storedAnswers: storedAnswers.map((row) => ({
        scope: String(row.scope),
        key: String(row.key),
        endpoint: String(row.endpoint),
        statusCode: Number(row.status_code),
        responseBody: String(row.response_body),
      })),
      transactions: transactions.map((row) => ({
        externalId: String(row.external_id),
        profileId: String(row.profile_id),
        type: String(row.type),
        direction: String(row.direction),
        status: String(row.status),
        parentExternalId: row.parent_external_id === null ? null : String(row.parent_external_id),
        reproducedExternalId: row.reproduced_external_id === null ? null : String(row.reproduced_external_id),
        currency: String(row.currency),
        amountMinor: toBigint(row.amount),
        feeMinor: toBigint(row.fee),
        feeCurrency: row.fee_currency === null ? null : String(row.fee_currency),
        toCurrency: row.to_currency === null ? null : String(row.to_currency),
        toAmountMinor: toNullableBigint(row.to_amount),
        paidAmountMinor: toNullableBigint(row.paid_amount),
      })),
      chatPayments: chatPayments.map((row) => ({
        id: String(row.id),
        kind: String(row.kind),
        status: String(row.status),
        holdExternalId: row.hold_external_id === null ? null : String(row.hold_external_id),
        settleExternalId: row.settle_external_id === null ? null : String(row.settle_external_id),
      })),
      userBalances: balances.map((row) => ({
        profileId: String(row.profile_id),
        currency: String(row.currency),
        availableMinor: toBigint(row.available),
        heldMinor: toBigint(row.held),
      })),
    };
  });
}
