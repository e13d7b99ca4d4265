import type { TransactionView } from '@ferry/shared/contracts';
import {
  decimalToMinor,
  findCurrency,
  type KindSubject,
  type TransactionKind,
  type TransactionType,
  transactionKindOf,
} from '@ferry/shared/domain';

export const SPENDING_PERIODS = ['week', 'month', 'quarter'] as const;
export type SpendingPeriod = (typeof SPENDING_PERIODS)[number];

export function isSpendingPeriod(value: unknown): value is SpendingPeriod {
  return typeof value === 'string' && (SPENDING_PERIODS as readonly string[]).includes(value);
}

/** Groups of the outgoing (PAYOUT direction) types, as a person thinks of where money went. */
export const SPENDING_CATEGORIES = ['withdrawals', 'card', 'services', 'overdraft'] as const;
export type SpendingCategory = (typeof SPENDING_CATEGORIES)[number];

const CATEGORY_OF_TYPE: Partial<Record<TransactionType, SpendingCategory>> = {
  PAYOUT: 'withdrawals',
  UPAYOUT: 'withdrawals',
  CONVERT_PAYOUT: 'withdrawals',
  UCONVERT_PAYOUT: 'withdrawals',
  CARD_DEBIT: 'card',
  CARD_WITHDRAWAL: 'card',
  SERVICE_PAYMENT: 'services',
  SERVICE_CONVERT_PAYMENT: 'services',
  OVERDRAFT_REPAY: 'overdraft',
  OVERDRAFT_CONVERT_REPAY: 'overdraft',
};

/**
 * Kinds that keep the money with the user although a balance goes down: a top-up of their own
 * payment card moves it to the card's profile, where the card's purchases are the spending.
 */
const KINDS_KEPT_BY_THE_USER: ReadonlySet<TransactionKind> = new Set(['payment-card-top-up']);

/**
 * The category of a transaction that spends money, or null for one that does not: deposits come
 * in, conversions and exchanges keep the value with the user in another currency
 * (docs/decisions.md), and a top-up of the user's own card keeps it with them on the card.
 */
export function spendingCategoryOf(subject: KindSubject): SpendingCategory | null {
  if (KINDS_KEPT_BY_THE_USER.has(transactionKindOf(subject))) return null;
  return CATEGORY_OF_TYPE[subject.type] ?? null;
}

interface PeriodShape {
  buckets: number;
  daysPerBucket: number;
}

/** A week and a month by day; three months by week (13 weeks, 91 days). */
const PERIOD_SHAPES: Readonly<Record<SpendingPeriod, PeriodShape>> = {
  week: { buckets: 7, daysPerBucket: 1 },
  month: { buckets: 30, daysPerBucket: 1 },
  quarter: { buckets: 13, daysPerBucket: 7 },
};

export interface SpendingBucket {
  /** Local midnight the bucket starts at (inclusive). */
  start: Date;
  /** Local midnight after its last day (exclusive). */
  end: Date;
  byCategory: Record<SpendingCategory, bigint>;
  totalMinor: bigint;
}

export interface SpendingSummary {
  currency: string;
  scale: number;
  start: Date;
  end: Date;
  buckets: SpendingBucket[];
  byCategory: Record<SpendingCategory, bigint>;
  totalMinor: bigint;
  /** How many transactions were counted. */
  count: number;
}

function emptyCategories(): Record<SpendingCategory, bigint> {
  return { withdrawals: 0n, card: 0n, services: 0n, overdraft: 0n };
}

function addDays(day: Date, days: number): Date {
  // Calendar arithmetic on local dates, so a daylight-saving day still starts at midnight.
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

/** The window a period covers, ending with today (local): its first midnight and the next one after today. */
export function spendingWindow(period: SpendingPeriod, now: Date): { start: Date; end: Date } {
  const { buckets, daysPerBucket } = PERIOD_SHAPES[period];
  const end = addDays(new Date(now.getFullYear(), now.getMonth(), now.getDate()), 1);
  return { start: addDays(end, -buckets * daysPerBucket), end };
}

/**
 * What really left a balance: the amount paid out (the paid part of a partial payout) and its fee
 * when the fee is taken in the same currency. Null when the amount does not read.
 */
export function spentMinor(transaction: TransactionView, scale: number): bigint | null {
  const paid = decimalToMinor(transaction.paid_amount ?? transaction.amount, scale);
  if (paid === null) return null;
  const feeCurrency = transaction.fee_currency ?? transaction.currency;
  const fee = feeCurrency === transaction.currency ? decimalToMinor(transaction.fee, scale) : 0n;
  return paid + (fee ?? 0n);
}

/**
 * What of a transaction is spending, and in which category: all that left the balance for a
 * spending kind; for a top-up of the user's own card, only its activation fee (the row's fee, in
 * its currency), which is the card's cost although the rest stays the user's. Null for nothing.
 */
export function spendingPartOf(
  transaction: TransactionView,
  scale: number,
): { category: SpendingCategory; amountMinor: bigint } | null {
  if (KINDS_KEPT_BY_THE_USER.has(transactionKindOf(transaction))) {
    const isSameCurrency = (transaction.fee_currency ?? transaction.currency) === transaction.currency;
    const feeMinor = isSameCurrency ? decimalToMinor(transaction.fee, scale) : null;
    return feeMinor !== null && feeMinor > 0n ? { category: 'card', amountMinor: feeMinor } : null;
  }
  const category = CATEGORY_OF_TYPE[transaction.type] ?? null;
  const amountMinor = category ? spentMinor(transaction, scale) : null;
  return category && amountMinor !== null ? { category, amountMinor } : null;
}

/**
 * Sums the money spent in one currency over a period, per bucket and per category. Only finished
 * (DONE) outgoing transactions count: one in flight may still fail and give the money back.
 */
export function aggregateSpending(
  transactions: readonly TransactionView[],
  { currency, period, now }: { currency: string; period: SpendingPeriod; now: Date },
): SpendingSummary {
  const scale = findCurrency(currency)?.scale ?? 2;
  const { buckets: bucketCount, daysPerBucket } = PERIOD_SHAPES[period];
  const { start, end } = spendingWindow(period, now);
  const buckets: SpendingBucket[] = Array.from({ length: bucketCount }, (_, index) => ({
    start: addDays(start, index * daysPerBucket),
    end: addDays(start, (index + 1) * daysPerBucket),
    byCategory: emptyCategories(),
    totalMinor: 0n,
  }));
  const byCategory = emptyCategories();
  let totalMinor = 0n;
  let count = 0;
  for (const transaction of transactions) {
    if (transaction.status !== 'DONE' || transaction.currency !== currency) continue;
    const part = spendingPartOf(transaction, scale);
    const at = new Date(transaction.created_at).getTime();
    const bucket = buckets.find(
      (candidate) => at >= candidate.start.getTime() && at < candidate.end.getTime(),
    );
    if (!bucket || !part) continue;
    const { category, amountMinor: amount } = part;
    bucket.byCategory[category] += amount;
    bucket.totalMinor += amount;
    byCategory[category] += amount;
    totalMinor += amount;
    count += 1;
  }
  return { currency, scale, start, end, buckets, byCategory, totalMinor, count };
}

/**
 * The currencies something was spent in over the period, in the order first met (newest first
 * from the API): the spending screen opens on one of them rather than on an empty currency.
 */
export function currenciesWithSpending(
  transactions: readonly TransactionView[],
  { period, now }: { period: SpendingPeriod; now: Date },
): string[] {
  const seen = [...new Set(transactions.map((transaction) => transaction.currency))];
  return seen.filter(
    (currency) => aggregateSpending(transactions, { currency, period, now }).totalMinor > 0n,
  );
}
