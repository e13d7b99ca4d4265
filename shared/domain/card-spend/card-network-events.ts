import type { HoldLeg } from './authorize-spend';

export type CardAuthorizationKind = 'purchase' | 'atm_withdrawal';

/** The balance a posting without a hold lands on, with the rate when it converts. */
export interface PostingBalance {
  currency: string;
  scale: number;
  rate?: string;
}

export type CardNetworkEvent =
  | {
      type: 'authorization';
      eventId: string;
      authorizationId: string;
      at: Date;
      kind: CardAuthorizationKind;
      currency: string;
      scale: number;
      /** The legs of an approved decision (`decideAuthorization`); a decline is never an event here. */
      legs: readonly HoldLeg[];
    }
  | { type: 'incremental_authorization'; eventId: string; authorizationId: string; legs: readonly HoldLeg[] }
  /** Without an amount, the whole hold left is reversed. Amounts are in the spend currency. */
  | { type: 'reversal'; eventId: string; authorizationId: string; amountMinor?: bigint }
  | { type: 'expiry'; eventId: string; authorizationId: string; at: Date }
  | { type: 'capture'; eventId: string; authorizationId: string; amountMinor: bigint }
  /** A capture with no authorization, in the spend currency, posted on `balance` (at its quote). */
  | {
      type: 'force_post';
      eventId: string;
      amountMinor: bigint;
      currency: string;
      scale: number;
      balance: PostingBalance;
    }
  /** Linked to an authorization when the network says so; unlinked refunds post as a credit. */
  | { type: 'refund'; eventId: string; authorizationId?: string; amountMinor: bigint; currency: string }
  | { type: 'cashback'; eventId: string; amountMinor: bigint; currency: string };
