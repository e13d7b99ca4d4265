export interface BlikRequest {
  paymentId: string;
  code: string;
  amountMinor: bigint;
  currency: string;
}

/**
 * A Blik code payment: the bank approves at once, declines, or waits until the payer confirms
 * in the bank app (then the provider reports it; the sandbox through a dev route).
 */
export type BlikOutcome =
  | { status: 'approved'; providerRef: string }
  | { status: 'pending'; providerRef: string }
  | { status: 'declined'; providerRef: string; reason: string };

export interface BlikProvider {
  name: string;
  authorize(request: BlikRequest): Promise<BlikOutcome>;
}
