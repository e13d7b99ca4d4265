import type { TransactionStatus, TransactionType } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../../db/schema';
import { toMinor } from '../../../ledger/minor';
import type { StatementPeriod } from './statement-period';

export interface StatementLine {
  at: Date;
  currency: string;
  /** Signed: positive into the profile, negative out of it. */
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  /** The ledger transfer's kind (credit, post, fee, exchange legs, …). */
  kind: string;
  transaction: { externalId: string; type: TransactionType; status: TransactionStatus } | null;
}

export interface CurrencySummary {
  currency: string;
  scale: number;
  openingMinor: bigint;
  inMinor: bigint;
  outMinor: bigint;
  closingMinor: bigint;
}

export interface Statement {
  profileId: string;
  period: StatementPeriod;
  currencies: CurrencySummary[];
  lines: StatementLine[];
}

/**
 * A profile's statement straight from the ledger's entries, never from cached balances. The
 * profile's money in a currency is its available plus its held account, so a hold, its void and
 * a partial release (moves between the profile's own accounts) are left out: what remains is
 * money that came in or went out.
 *
 * Balances are sums of entries by `created_at` rather than an entry's `balance_after`: an entry's
 * time is its database transaction's start, and two transactions can commit in the other order,
 * so "the last entry before the start" need not carry the balance at the start. Sums split by the
 * same instant always add up: opening + in − out = closing.
 */
export async function buildStatement(
  db: Kysely<Schema>,
  input: { profileId: string; period: StatementPeriod; currency?: string | undefined },
): Promise<Statement> {
  const { profileId, period } = input;
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select('currency')
    .distinct()
    .where('profile_id', '=', profileId)
    .execute();
  const codes = input.currency ? [input.currency] : accounts.map((account) => account.currency);
  if (codes.length === 0) return { profileId, period, currencies: [], lines: [] };

  const scales = await db
    .selectFrom('currencies')
    .select(['code', 'scale', 'sort_order'])
    .where('code', 'in', codes)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
  const openings = await db
    .selectFrom('ledger_entries as entry')
    .innerJoin('ledger_accounts as account', 'account.id', 'entry.account_id')
    .select(['account.currency', sql<string>`sum(entry.amount)`.as('total')])
    .where('account.profile_id', '=', profileId)
    .where('account.currency', 'in', codes)
    .where('entry.created_at', '<', period.startAt)
    .groupBy('account.currency')
    .execute();
  const rows = await db
    .selectFrom('ledger_entries as entry')
    .innerJoin('ledger_accounts as account', 'account.id', 'entry.account_id')
    .innerJoin('ledger_transfers as transfer', 'transfer.id', 'entry.transfer_id')
    .innerJoin('ledger_accounts as debit', 'debit.id', 'transfer.debit_account_id')
    .innerJoin('ledger_accounts as credit', 'credit.id', 'transfer.credit_account_id')
    .leftJoin('transactions as tx', (join) =>
      join.onRef('tx.id', '=', 'transfer.transaction_id').on('tx.profile_id', '=', profileId),
    )
    .select([
      'entry.id',
      'entry.amount',
      'entry.created_at',
      'account.currency',
      'transfer.kind',
      'tx.external_id',
      'tx.type',
      'tx.status',
    ])
    .where('account.profile_id', '=', profileId)
    .where('account.currency', 'in', codes)
    .where('entry.created_at', '>=', period.startAt)
    .where('entry.created_at', '<', period.endAt)
    .where(sql<boolean>`debit.profile_id IS DISTINCT FROM credit.profile_id`)
    .orderBy('entry.created_at')
    .orderBy('entry.id')
    .execute();

  const summaries = new Map<string, CurrencySummary>();
  for (const { code, scale } of scales) {
    const opening = toMinor(openings.find((row) => row.currency === code)?.total ?? '0');
    summaries.set(code, {
      currency: code,
      scale,
      openingMinor: opening,
      inMinor: 0n,
      outMinor: 0n,
      closingMinor: opening,
    });
  }
  const lines: StatementLine[] = [];
  for (const row of rows) {
    const summary = summaries.get(row.currency);
    if (!summary) continue;
    const amountMinor = toMinor(row.amount);
    if (amountMinor > 0n) summary.inMinor += amountMinor;
    else summary.outMinor -= amountMinor;
    summary.closingMinor += amountMinor;
    lines.push({
      at: row.created_at,
      currency: row.currency,
      amountMinor,
      balanceAfterMinor: summary.closingMinor,
      kind: row.kind,
      transaction:
        row.external_id && row.type && row.status
          ? {
              externalId: row.external_id,
              type: row.type as TransactionType,
              status: row.status as TransactionStatus,
            }
          : null,
    });
  }
  return { profileId, period, currencies: [...summaries.values()], lines };
}
