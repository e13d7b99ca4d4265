import type { TransactionType } from '../transactions/transaction-types';
import type { LimitDirection } from './levels';

/**
 * Which level limits a movement counts against. In: money the user brings from outside. Out:
 * money that leaves Ferry (payouts, payments to a service, the card). An exchange is paid from
 * outside and delivered outside, so it counts both ways. Nothing counts for money that stays
 * inside (converts, overdraft repayment), Ferry's own rewards and their clawbacks, refunds of the user's own money,
 * or the umbrella of a unified flow, which counts through the concrete kind it settles into.
 */
const LIMIT_DIRECTIONS_OF_TYPE: Readonly<Record<TransactionType, readonly LimitDirection[]>> = {
  PAYIN: ['in'],
  UDEPOSIT: ['in'],
  AUTOPAYIN: ['in'],
  PAYIN_CONVERT: ['in'],
  AUTOPAYIN_CONVERT: ['in'],
  PAYOUT: ['out'],
  UPAYOUT: ['out'],
  CONVERT_PAYOUT: ['out'],
  UCONVERT_PAYOUT: ['out'],
  SERVICE_PAYMENT: ['out'],
  SERVICE_CONVERT_PAYMENT: ['out'],
  CARD_DEBIT: ['out'],
  CARD_WITHDRAWAL: ['out'],
  EXCHANGE: ['in', 'out'],
  AUTOEXCHANGE: ['in', 'out'],
  CONVERT: [],
  UCONVERT: [],
  OVERDRAFT_REPAY: [],
  OVERDRAFT_CONVERT_REPAY: [],
  CARD_BONUS: [],
  CARD_CREDIT: [],
  CARD_REFUND: [],
  REF_DEPOSIT: [],
  REF_CONVERT: [],
  FARM_REWARD: [],
  REF_CLAWBACK: [],
  UTRANSACTION: [],
};

export function limitDirectionsOf(type: TransactionType): readonly LimitDirection[] {
  return LIMIT_DIRECTIONS_OF_TYPE[type];
}

export interface LimitPeriodBounds {
  /** Midnight UTC of the day that holds `now`, and the next midnight. */
  dayStart: Date;
  dayEnd: Date;
  /** The first of the UTC month that holds `now`, and the first of the next. */
  monthStart: Date;
  monthEnd: Date;
}

/**
 * The day and the month a movement at `now` counts in: UTC, so every server and every screen
 * draws the same line whatever its time zone. Ends are exclusive; they are when the limit renews.
 */
export function limitPeriodsAt(now: Date): LimitPeriodBounds {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  return {
    dayStart: new Date(Date.UTC(year, month, day)),
    dayEnd: new Date(Date.UTC(year, month, day + 1)),
    monthStart: new Date(Date.UTC(year, month, 1)),
    monthEnd: new Date(Date.UTC(year, month + 1, 1)),
  };
}
