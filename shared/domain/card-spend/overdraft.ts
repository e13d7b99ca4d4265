import { convertMinorDown, requiredFromMinor } from '../money/quote-math';
import { smallerMinor } from './smaller-minor';

/**
 * A debit that always posts (a capture, a force post) may take a balance below zero; the
 * negative part is an overdraft the user owes.
 */
export function debitWithOverdraft(
  balanceMinor: bigint,
  debitMinor: bigint,
): { balanceAfterMinor: bigint; overdraftOpenedMinor: bigint } {
  const balanceAfterMinor = balanceMinor - debitMinor;
  const owedBefore = balanceMinor < 0n ? -balanceMinor : 0n;
  const owedAfter = balanceAfterMinor < 0n ? -balanceAfterMinor : 0n;
  return { balanceAfterMinor, overdraftOpenedMinor: owedAfter - owedBefore };
}

export interface Overdraft {
  currency: string;
  scale: number;
  owedMinor: bigint;
  /** Units of this currency per one unit of the top-up's currency; absent when the same currency. */
  rateFromTopUp?: string;
}

export interface TopUp {
  currency: string;
  scale: number;
  amountMinor: bigint;
}

export interface OverdraftRepayment {
  type: 'OVERDRAFT_REPAY' | 'OVERDRAFT_CONVERT_REPAY';
  /** Taken from the top-up, in its currency. */
  paidMinor: bigint;
  /** Paid off the overdraft, in its currency. */
  repaidMinor: bigint;
  overdraftCurrency: string;
}

export interface TopUpRepayment {
  repayments: readonly OverdraftRepayment[];
  /** What of the top-up reaches the balance after the overdrafts are repaid. */
  creditedMinor: bigint;
  overdraftsLeft: readonly Overdraft[];
}

/**
 * A top-up repays overdrafts before it is the user's to spend: the one in its own currency first
 * (OVERDRAFT_REPAY), then the others in the order given, converted at the quote
 * (OVERDRAFT_CONVERT_REPAY). A conversion pays the smallest amount whose floored result covers
 * the debt, or the whole rest of the top-up when that is less.
 */
export function repayOverdraftsFromTopUp(topUp: TopUp, overdrafts: readonly Overdraft[]): TopUpRepayment {
  const ordered = [
    ...overdrafts.filter((debt) => debt.currency === topUp.currency),
    ...overdrafts.filter((debt) => debt.currency !== topUp.currency),
  ];
  const repayments: OverdraftRepayment[] = [];
  const overdraftsLeft: Overdraft[] = [];
  let left = topUp.amountMinor;
  for (const debt of ordered) {
    if (debt.owedMinor <= 0n) continue;
    if (left === 0n) {
      overdraftsLeft.push(debt);
      continue;
    }
    if (debt.currency === topUp.currency) {
      const paid = smallerMinor(left, debt.owedMinor);
      repayments.push({
        type: 'OVERDRAFT_REPAY',
        paidMinor: paid,
        repaidMinor: paid,
        overdraftCurrency: debt.currency,
      });
      left -= paid;
      if (debt.owedMinor > paid) overdraftsLeft.push({ ...debt, owedMinor: debt.owedMinor - paid });
      continue;
    }
    if (debt.rateFromTopUp === undefined) {
      overdraftsLeft.push(debt);
      continue;
    }
    const pricing = { fromScale: topUp.scale, toScale: debt.scale, rate: debt.rateFromTopUp };
    const needed = requiredFromMinor(debt.owedMinor, pricing);
    const paid = smallerMinor(needed, left);
    const converted = convertMinorDown(paid, pricing);
    const repaid = smallerMinor(converted, debt.owedMinor);
    if (repaid === 0n) {
      overdraftsLeft.push(debt);
      continue;
    }
    repayments.push({
      type: 'OVERDRAFT_CONVERT_REPAY',
      paidMinor: paid,
      repaidMinor: repaid,
      overdraftCurrency: debt.currency,
    });
    left -= paid;
    if (debt.owedMinor > repaid) overdraftsLeft.push({ ...debt, owedMinor: debt.owedMinor - repaid });
  }
  return { repayments, creditedMinor: left, overdraftsLeft };
}
