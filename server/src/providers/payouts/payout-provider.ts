/** Where a payout goes: a card number, an IBAN, or a crypto address on a network. */
export interface PayoutRequest {
  /** Ferry's transaction id. */
  transactionId: string;
  /**
   * The provider's idempotency key, so a resumed payout is paid once: the transaction id, and
   * after a refusal the user retried, the transaction id with the retry's round
   * (`payoutRequestId`): a retry is a new request, not the refused one asked about again.
   */
  requestId: string;
  kind: 'card' | 'iban' | 'address';
  destination: string;
  network: string | null;
  memo: string | null;
  currency: string;
  /** What the recipient should get, in minor units of `currency`. */
  amountMinor: bigint;
}

/**
 * A provider's final word on a payout: all paid, part paid ("We can pay out X of Y"), or refused
 * with a failure reason from the spec's catalogue.
 */
export type PayoutResult =
  | { outcome: 'paid'; providerRef: string; hash: string | null }
  | { outcome: 'partial'; providerRef: string; hash: string | null; paidMinor: bigint }
  | { outcome: 'failed'; providerRef: string | null; failureCode: PayoutFailureCode; reason: string };

export type PayoutFailureCode = 'ORDER_CARD_DECLINED' | 'PAYOUT_VERIFICATION_ERROR' | 'ADDRESS_NOT_FOUND';

/**
 * Sends money out of the house to a card, a bank account or an address. `send` is idempotent by
 * `requestId`: asking again about a payout already made answers the first result and moves
 * no more money. A throw means "no answer" (timeout, outage); the caller asks again later.
 */
export interface PayoutProvider {
  /** Names the house's clearing account at this provider. */
  name: string;
  send(request: PayoutRequest): Promise<PayoutResult>;
}

/** The provider's idempotency key of a payout's `round`-th send (0: the first, n: the n-th retry). */
export function payoutRequestId(transactionId: string, round: number): string {
  return round === 0 ? transactionId : `${transactionId}.retry-${round}`;
}
