import path from 'node:path';
import { auditLedger, type Database, openDatabase } from '@ferry/server';
import type { DatabaseSnapshot, PromotionsSnapshot } from './bank-snapshot';

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

const toNullableText = (value: unknown): string | null => (value === null ? null : String(value));

type Session = Parameters<Parameters<Database['withSession']>[0]>[0];

/** The users, referral rewards, farm conversions and the promotions account's movements. */
async function readPromotions(session: Session): Promise<PromotionsSnapshot> {
  const users = await session.query<Record<string, unknown>>(
    `SELECT u.id, u.tg_id::text AS tg_id, u.referrer_tg_id::text AS referrer_tg_id,
            coalesce(string_agg(p.id::text, ',' ORDER BY p.created_at, p.id), '') AS profile_ids
     FROM users u LEFT JOIN profiles p ON p.user_id = u.id GROUP BY u.id`,
  );
  const rewards = await session.query<Record<string, unknown>>(
    `SELECT r.id, r.kind, r.status, r.referrer_user_id, r.friend_user_id, s.external_id AS source_external_id,
            r.amount::text AS amount, r.currency, p.external_id AS reward_external_id,
            c.external_id AS clawback_external_id
     FROM referral_rewards r
     LEFT JOIN transactions s ON s.id = r.source_transaction_id
     LEFT JOIN transactions p ON p.id = r.reward_transaction_id
     LEFT JOIN transactions c ON c.id = r.clawback_transaction_id`,
  );
  const conversions = await session.query<Record<string, unknown>>(
    `SELECT f.user_id, f.profile_id, f.local_day::text AS local_day, f.points, f.currency,
            f.amount::text AS amount, t.external_id AS transaction_external_id
     FROM farm_conversions f LEFT JOIN transactions t ON t.id = f.transaction_id`,
  );
  const points = await session.query<Record<string, unknown>>(
    `SELECT m.user_id, m.points,
            coalesce((SELECT sum(points) FROM farm_check_ins c WHERE c.user_id = m.user_id), 0)
            + coalesce((SELECT sum(points) FROM farm_task_claims k WHERE k.user_id = m.user_id), 0) AS earned
     FROM farm_members m`,
  );
  const promotionAccounts = `SELECT id FROM ledger_accounts
     WHERE kind = 'fees' AND name = 'promotions' AND profile_id IS NULL`;
  const transfers = await session.query<Record<string, unknown>>(
    `SELECT lt.kind, t.external_id AS transaction_external_id, lt.currency, lt.amount::text AS amount,
            lt.debit_account_id IN (${promotionAccounts}) AS is_paid_out
     FROM ledger_transfers lt LEFT JOIN transactions t ON t.id = lt.transaction_id
     WHERE lt.debit_account_id IN (${promotionAccounts}) OR lt.credit_account_id IN (${promotionAccounts})`,
  );
  const balances = await session.query<Record<string, unknown>>(
    `SELECT currency, sum(balance)::text AS balance FROM ledger_accounts
     WHERE kind = 'fees' AND name = 'promotions' AND profile_id IS NULL GROUP BY currency`,
  );
  return {
    users: users.map((row) => ({
      userId: String(row.id),
      profileIds: String(row.profile_ids).split(',').filter(Boolean),
      telegramId: toNullableText(row.tg_id),
      referrerTelegramId: toNullableText(row.referrer_tg_id),
    })),
    rewards: rewards.map((row) => ({
      id: String(row.id),
      kind: String(row.kind),
      status: String(row.status),
      referrerUserId: String(row.referrer_user_id),
      friendUserId: String(row.friend_user_id),
      sourceExternalId: toNullableText(row.source_external_id),
      amountMinor: toBigint(row.amount),
      currency: String(row.currency),
      rewardExternalId: toNullableText(row.reward_external_id),
      clawbackExternalId: toNullableText(row.clawback_external_id),
    })),
    farmConversions: conversions.map((row) => ({
      userId: String(row.user_id),
      profileId: String(row.profile_id),
      localDay: String(row.local_day),
      points: Number(row.points),
      currency: String(row.currency),
      amountMinor: toBigint(row.amount),
      transactionExternalId: toNullableText(row.transaction_external_id),
    })),
    farmPoints: points.map((row) => ({
      userId: String(row.user_id),
      points: Number(row.points),
      earned: Number(row.earned),
    })),
    transfers: transfers.map((row) => ({
      kind: String(row.kind),
      transactionExternalId: toNullableText(row.transaction_external_id),
      currency: String(row.currency),
      amountMinor: toBigint(row.amount),
      isPaidOut: row.is_paid_out === true || row.is_paid_out === 't',
    })),
    balances: new Map(balances.map((row) => [String(row.currency), toBigint(row.balance)])),
  };
}

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
              t.fee_currency, t.to_currency, t.to_amount::text AS to_amount, t.paid_amount::text AS paid_amount,
              t.payway
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
    const promotions = await readPromotions(session);
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
        payway: toNullableText(row.payway),
      })),
      chatPayments: chatPayments.map((row) => ({
        id: String(row.id),
        kind: String(row.kind),
        status: String(row.status),
        holdExternalId: row.hold_external_id === null ? null : String(row.hold_external_id),
        settleExternalId: row.settle_external_id === null ? null : String(row.settle_external_id),
      })),
      promotions,
      userBalances: balances.map((row) => ({
        profileId: String(row.profile_id),
        currency: String(row.currency),
        availableMinor: toBigint(row.available),
        heldMinor: toBigint(row.held),
      })),
    };
  });
}
