import type { Language } from '@ferry/locales';
import type { DocumentFormat, DocumentType, TransactionStatus, TransactionType } from '@ferry/shared/domain';
import type { DocumentHeader } from '../document-texts';
import type { CurrencySummary, Statement, StatementLine } from '../statement/build-statement';

/**
 * Fixed documents to compare across renderers: holders with Ukrainian, Russian and Polish names,
 * statements in one to three currencies (scales 2, 6 and 18), fees, movements without a
 * transaction, a table long enough to flow over pages, and an account with no money at all.
 */
export interface DocumentSample {
  name: string;
  language: Language;
  header: DocumentHeader;
  statement: Statement;
  openedAt: Date;
}

const PROFILE_ID = '00000000-0000-4000-8000-000000000001';
const PERIOD = {
  from: '2024-01-01',
  to: '2024-01-31',
  startAt: new Date('2024-01-01T00:00:00Z'),
  endAt: new Date('2024-02-01T00:00:00Z'),
};

/** The profile's own balances: the samples have no card. */
const OWN = { profileId: PROFILE_ID, card: null };

interface Movement {
  currency: string;
  amountMinor: bigint;
  kind: string;
  transaction?: { type: TransactionType; status: TransactionStatus };
}

/** A statement whose summaries and running balances add up, from openings and movements. */
function statementOf(
  openings: readonly { currency: string; scale: number; openingMinor: bigint }[],
  movements: readonly Movement[],
): Statement {
  const summaries = new Map<string, CurrencySummary>(
    openings.map((opening) => [
      opening.currency,
      { ...opening, account: OWN, inMinor: 0n, outMinor: 0n, closingMinor: opening.openingMinor },
    ]),
  );
  const lines: StatementLine[] = movements.map((movement, index) => {
    const summary = summaries.get(movement.currency) as CurrencySummary;
    if (movement.amountMinor > 0n) summary.inMinor += movement.amountMinor;
    else summary.outMinor -= movement.amountMinor;
    summary.closingMinor += movement.amountMinor;
    return {
      at: new Date(Date.UTC(2024, 0, 2 + Math.floor(index / 8), 9 + (index % 8), (index * 7) % 60, 5)),
      account: OWN,
      currency: movement.currency,
      amountMinor: movement.amountMinor,
      balanceAfterMinor: summary.closingMinor,
      kind: movement.kind,
      transaction: movement.transaction
        ? { externalId: `FTEST${String(index).padStart(8, '0')}`, ...movement.transaction }
        : null,
    };
  });
  return { profileId: PROFILE_ID, period: PERIOD, currencies: [...summaries.values()], lines };
}

function longEuroMovements(count: number): Movement[] {
  return Array.from({ length: count }, (_, index): Movement => {
    if (index % 5 === 4)
      return {
        currency: 'EUR',
        amountMinor: -50n,
        kind: 'fee',
        transaction: { type: 'PAYOUT', status: 'DONE' },
      };
    if (index % 3 === 0)
      return {
        currency: 'EUR',
        amountMinor: -1_250n,
        kind: 'post',
        transaction: { type: 'PAYOUT', status: index % 2 ? 'DONE' : 'PROCESSING' },
      };
    return {
      currency: 'EUR',
      amountMinor: 123_456_789n + BigInt(index),
      kind: 'credit',
      transaction: { type: 'PAYIN', status: 'DONE' },
    };
  });
}

const CRYPTO_MOVEMENTS: Movement[] = [
  {
    currency: 'USDT',
    amountMinor: 1_500_000n,
    kind: 'credit',
    transaction: { type: 'PAYIN', status: 'DONE' },
  },
  { currency: 'USDT', amountMinor: -1n, kind: 'fee' },
  {
    currency: 'ETH',
    amountMinor: 1_000_000_000_000_000_001n,
    kind: 'credit',
    transaction: { type: 'EXCHANGE', status: 'DONE' },
  },
  { currency: 'EUR', amountMinor: 10_000n, kind: 'adjustment' },
  {
    currency: 'ETH',
    amountMinor: -1n,
    kind: 'exchange-out',
    transaction: { type: 'CONVERT', status: 'REJECT' },
  },
];

const THREE_CURRENCIES = [
  { currency: 'EUR', scale: 2, openingMinor: 100_000n },
  { currency: 'USDT', scale: 6, openingMinor: 0n },
  { currency: 'ETH', scale: 18, openingMinor: 2_000_000_000_000_000_000n },
];

function headerOf(holderName: string, isSandbox: boolean): DocumentHeader {
  return { holderName, accountNumber: PROFILE_ID, issuedAt: new Date('2024-02-01T08:30:00Z'), isSandbox };
}

const OPENED_AT = new Date('2023-05-06T10:00:00Z');

export const DOCUMENT_SAMPLES: readonly DocumentSample[] = [
  {
    name: 'uk-long',
    language: 'uk',
    header: headerOf('Олена Шевченко', true),
    statement: statementOf(THREE_CURRENCIES, [...longEuroMovements(70), ...CRYPTO_MOVEMENTS]),
    openedAt: OPENED_AT,
  },
  {
    name: 'ru-short',
    language: 'ru',
    header: headerOf('Дмитрий Иванов', false),
    statement: statementOf(THREE_CURRENCIES, [...longEuroMovements(6), ...CRYPTO_MOVEMENTS]),
    openedAt: OPENED_AT,
  },
  {
    name: 'pl-euro',
    language: 'pl',
    header: headerOf('Ołena Шевченко', true),
    statement: statementOf([{ currency: 'EUR', scale: 2, openingMinor: 100_000n }], longEuroMovements(4)),
    openedAt: OPENED_AT,
  },
  {
    name: 'en-empty',
    language: 'en',
    header: headerOf('Дмитрий "Дима" Иванов, =jr', false),
    statement: statementOf([], []),
    openedAt: OPENED_AT,
  },
];

export const DOCUMENT_TYPES: readonly DocumentType[] = ['account-statement', 'letter-of-good-standing'];
export const DOCUMENT_FORMATS: readonly DocumentFormat[] = ['PDF', 'XLSX', 'CSV'];
