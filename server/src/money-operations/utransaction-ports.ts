import type { TransactionView } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** What a unified payout or deposit hands to the withdrawal and deposit services (ports they fill). */
export interface UtransactionMovement {
  profileId: string;
  type: 'UPAYOUT' | 'UCONVERT_PAYOUT' | 'UDEPOSIT' | 'CONVERT_PAYOUT';
  currency: string;
  amountMinor: bigint;
  payway: string;
  network: string | null;
  requisite: Record<string, unknown> | null;
  parentId: string | null;
  /**
   * The payout's fee comes out of `amountMinor` (a payout of what a conversion produced) instead
   * of on top of it; what the fee rounding leaves over stays on the balance.
   */
  isFeeIncluded: boolean;
  /**
   * How the call that moves the money stands toward the one-time confirmation of new payout
   * details (its 2FA code, or a merchant's key call); without it new details are refused.
   */
  detailsCheck?: { isExempt: boolean; isTwoFactorVerified: boolean };
}

export interface UtransactionPorts {
  /** Holds and orders a payout to a card, bank account or address; answers the transaction. */
  payout(trx: Kysely<Schema>, movement: UtransactionMovement): Promise<TransactionView>;
  /** Starts a deposit by a payway; answers the transaction. */
  deposit(trx: Kysely<Schema>, movement: UtransactionMovement): Promise<TransactionView>;
}
