import { isApiError } from '@ferry/shared/api';
import { decimalToMinor, minorToDecimal } from '@ferry/shared/domain';

const CAP_CODES = new Set(['PAYOUT_DAILY_LIMIT_VIOLATION', 'PAYOUT_MONTHLY_LIMIT_VIOLATION']);

/** A refused payout past a daily or monthly cap, read from the server's answer. */
export interface PayoutCapRefusal {
  period: 'daily' | 'monthly';
  currency: string;
  /** The cap, in whole units. */
  limit: string;
  /**
   * What the cap still lets through now ("We can pay out X of Y"), in whole units; null when
   * nothing is left this period.
   */
  payable: string | null;
}

interface CapDetails {
  limit_kind?: unknown;
  currency?: unknown;
  limit?: unknown;
  used?: unknown;
}

/**
 * The server refuses a payout over a cap with PAYOUT_DAILY_LIMIT_VIOLATION or
 * PAYOUT_MONTHLY_LIMIT_VIOLATION and `details: { currency, limit, used }` (payout-caps.ts); what
 * is left of the cap is `limit − used`, which the user may take instead of the whole amount.
 */
export function readPayoutCapRefusal(error: unknown, scale: number): PayoutCapRefusal | null {
  if (!isApiError(error) || !CAP_CODES.has(error.code)) return null;
  const details = (error.details ?? {}) as CapDetails;
  // A level's limit is in EUR whatever the payout's currency: level-limit-refusal.ts reads it.
  if (details.limit_kind === 'verification_level') return null;
  if (typeof details.limit !== 'string' || typeof details.currency !== 'string') return null;
  const limitMinor = decimalToMinor(details.limit, scale);
  const usedMinor = typeof details.used === 'string' ? decimalToMinor(details.used, scale) : 0n;
  if (limitMinor === null || usedMinor === null) return null;
  const leftMinor = limitMinor - usedMinor;
  return {
    period: error.code === 'PAYOUT_DAILY_LIMIT_VIOLATION' ? 'daily' : 'monthly',
    currency: details.currency,
    limit: details.limit,
    payable: leftMinor > 0n ? minorToDecimal(leftMinor, scale) : null,
  };
}
