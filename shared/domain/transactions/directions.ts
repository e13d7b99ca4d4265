import type { MessageKey } from '@ferry/locales';
import type { TransactionType } from './transaction-types';

/** Which way money moves for the user (spec 000 §3, "Four directions"). */
export const DIRECTIONS = ['PAYIN', 'PAYOUT', 'CONVERT', 'EXCHANGE'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * Every transaction type belongs to exactly one direction. The spec's table names the first
 * members; the three further kinds it leaves open are placed by what they do:
 * AUTOPAYIN_CONVERT is an incoming deposit converted on arrival, like PAYIN_CONVERT;
 * AUTOEXCHANGE is an exchange started by the system; UTRANSACTION is the umbrella of a unified
 * flow before it settles into a concrete kind, so it gets the neutral, unsigned EXCHANGE.
 */
export const DIRECTION_MEMBERS = {
  PAYIN: [
    'PAYIN',
    'UDEPOSIT',
    'AUTOPAYIN',
    'CARD_BONUS',
    'CARD_CREDIT',
    'CARD_REFUND',
    'REF_DEPOSIT',
    'REF_CONVERT',
    'PAYIN_CONVERT',
    'AUTOPAYIN_CONVERT',
    'FARM_REWARD',
  ],
  PAYOUT: [
    'PAYOUT',
    'UPAYOUT',
    'CARD_DEBIT',
    'CONVERT_PAYOUT',
    'UCONVERT_PAYOUT',
    'SERVICE_PAYMENT',
    'SERVICE_CONVERT_PAYMENT',
    'CARD_WITHDRAWAL',
    'OVERDRAFT_REPAY',
    'OVERDRAFT_CONVERT_REPAY',
    'REF_CLAWBACK',
  ],
  CONVERT: ['CONVERT', 'UCONVERT'],
  EXCHANGE: ['EXCHANGE', 'AUTOEXCHANGE', 'UTRANSACTION'],
} as const satisfies Readonly<Record<Direction, readonly TransactionType[]>>;

/** The en-dash (U+2013), not a hyphen, marks outgoing amounts. */
export const AMOUNT_SIGNS = {
  PAYIN: '+',
  PAYOUT: '\u2013',
  CONVERT: '',
  EXCHANGE: '',
} as const satisfies Readonly<Record<Direction, string>>;
export type AmountSign = (typeof AMOUNT_SIGNS)[Direction];

const DIRECTION_OF_TYPE = new Map<TransactionType, Direction>(
  DIRECTIONS.flatMap((direction) =>
    DIRECTION_MEMBERS[direction].map((type): [TransactionType, Direction] => [type, direction]),
  ),
);

export function directionOf(type: TransactionType): Direction {
  const direction = DIRECTION_OF_TYPE.get(type);
  // Unreachable while every type is listed above; the test proves the table is complete.
  if (direction === undefined) throw new Error(`Transaction type ${type} has no direction`);
  return direction;
}

export function amountSignOf(type: TransactionType): AmountSign {
  return AMOUNT_SIGNS[directionOf(type)];
}

/** Puts the direction's sign before an amount already formatted for display: `+10 USDT`. */
export function signedAmountText(type: TransactionType, formattedAmount: string): string {
  return `${amountSignOf(type)}${formattedAmount}`;
}

export function directionLabelKey(direction: Direction): MessageKey {
  return `domain.direction.${direction}`;
}
