import type { TransactionStatus, TransactionType } from '@ferry/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../../db/schema';
import { toMinor } from '../../../ledger/minor';
import type { StatementPeriod } from './statement-period';

/**
 * Whose balance a summary or a line is about: the profile itself, or one of the payment cards
 * issued from it (its own profile, issue 28).
 */
export interface StatementAccount {
  profileId: string;
  card: { id: string; last4: string } | null;
}

/** A card issued from the profile, as the statement names its balance. */
export interface StatementCard {
  id: string;
  profileId: string;
  last4: string;
}

export interface StatementLine {
  at: Date;
  account: StatementAccount;
  currency: string;
  /** Signed: positive into the balance, negative out of it. */
  amountMinor: bigint;
  balanceAfterMinor: bigint;
  /** The ledger transfer's kind (credit, post, fee, exchange legs, …). */
  kind: string;
  transaction: {
    externalId: string;
    type: TransactionType;
    status: TransactionStatus;
    /** What the row names (a card and its merchant, where the money went): the line's words. */
    requisite?: Record<string, unknown> | null;
  } | null;
}

export interface CurrencySummary {
  account: StatementAccount;
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

/** Summaries and lines of one account in one statement. */
export const isSameAccount = (one: StatementAccount, other: StatementAccount) =>
  one.profileId === other.profileId;

/**
 * A profile's statement straight from the ledger's entries, never from cached balances: its own
 * balances first, then each card's issued from it (`cards`), every balance with its own opening,
 * movements and closing. A top-up is a line of each side: out of the profile, into the card.
 * Lines of all balances are in time order.
 */
export async function buildStatement(
  db: Kysely<Schema>,
  input: {
    profileId: string;
    period: StatementPeriod;
    currency?: string | undefined;
    cards?: readonly StatementCard[];
  },
): Promise<Statement> {
  const cards = input.cards ?? [];
  const accounts: StatementAccount[] = [
    { profileId: input.profileId, card: null },
    ...cards.map((card) => ({ profileId: card.profileId, card: { id: card.id, last4: card.last4 } })),
  ];
  // A card's top-up moves under the owner's transaction: the card's side names it too.
  const owned = accounts.map((account) => account.profileId);
  const parts = [];
  for (const account of accounts) parts.push(await buildAccount(db, { ...input, account, owned }));
  const lines = parts
    .flatMap((part) => part.lines)
    .sort((one, other) => one.at.getTime() - other.at.getTime() || Number(one.entryId - other.entryId))
    .map(({ entryId: _entryId, ...line }) => line);
  return {
    profileId: input.profileId,
    period: input.period,
    currencies: parts.flatMap((part) => part.currencies),
    lines,
  };
}

/**
 * One balance's summaries and lines. The profile's money in a currency is its available plus its
 * held account, so a hold, its void and a partial release (moves between the profile's own
 * accounts) are left out: what remains is money that came in or went out.
 *
 * Balances are sums of entries by `created_at` rather than an entry's `balance_after`: an entry's
 * time is its database transaction's start, and two transactions can commit in the other order,
 * so "the last entry before the start" need not carry the balance at the start. Sums split by the
 * same instant always add up: opening + in − out = closing.
 */
async function buildAccount(
  db: Kysely<Schema>,
  input: {
    account: StatementAccount;
    owned: readonly string[];
    period: StatementPeriod;
    currency?: string | undefined;
  },
): Promise<{ currencies: CurrencySummary[]; lines: (StatementLine & { entryId: bigint })[] }> {
  const { account: statementAccount, period } = input;
  const { profileId } = statementAccount;
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select('currency')
    .distinct()
    .where('profile_id', '=', profileId)
    .execute();
  const held = accounts.map((account) => account.currency);
  // A currency asked for shows on the profile's own balances always, on a card's only if it has one.
  const isShown = (code: string) => statementAccount.card === null || held.includes(code);
  const codes = input.currency ? [input.currency].filter(isShown) : held;
  if (codes.length === 0) return { currencies: [], lines: [] };

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
      join.onRef('tx.id', '=', 'transfer.transaction_id').on('tx.profile_id', 'in', input.owned),
    )
    // The card's side of a top-up (its UDEPOSIT, the fee's row) goes by the owner's row above it.
    .leftJoin('transactions as sent', (join) =>
      join
        .onRef('sent.id', '=', 'tx.parent_id')
        .on('tx.type', '=', 'UDEPOSIT')
        .on('sent.type', '=', 'UPAYOUT')
        .on('sent.profile_id', 'in', input.owned)
        .on(sql<boolean>`sent.requisite ->> 'payment_card_id' IS NOT NULL`),
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
      'tx.requisite',
      'sent.external_id as sent_external_id',
      'sent.status as sent_status',
      'sent.requisite as sent_requisite',
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
      account: statementAccount,
      currency: code,
      scale,
      openingMinor: opening,
      inMinor: 0n,
      outMinor: 0n,
      closingMinor: opening,
    });
  }
  const lines: (StatementLine & { entryId: bigint })[] = [];
  for (const row of rows) {
    const summary = summaries.get(row.currency);
    if (!summary) continue;
    const amountMinor = toMinor(row.amount);
    if (amountMinor > 0n) summary.inMinor += amountMinor;
    else summary.outMinor -= amountMinor;
    summary.closingMinor += amountMinor;
    lines.push({
      entryId: BigInt(row.id),
      at: row.created_at,
      account: statementAccount,
      currency: row.currency,
      amountMinor,
      balanceAfterMinor: summary.closingMinor,
      kind: row.kind,
      transaction:
        row.sent_external_id && row.sent_status
          ? {
              externalId: row.sent_external_id,
              type: 'UPAYOUT',
              status: row.sent_status as TransactionStatus,
              requisite: row.sent_requisite ?? null,
            }
          : row.external_id && row.type && row.status
            ? {
                externalId: row.external_id,
                type: row.type as TransactionType,
                status: row.status as TransactionStatus,
                requisite: row.requisite ?? null,
              }
            : null,
    });
  }
  return { currencies: [...summaries.values()], lines };
}
