/** A wallet that paid by card (Apple Pay and the like). */
export type WalletPayKind = 'apple_pay' | 'google_pay' | 'samsung_pay';

/** A card as the acquirer sees it at payment time: its token, never the number Ferry does not keep. */
export interface CardToken {
  token: string;
  last4: string;
}

/** The card details typed by the user; they reach the acquirer once, to make a token. */
export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  holderName: string;
}

export interface CardPaymentRequest {
  /** Ferry's id for the payment; the acquirer keys its own records (and retries) by it. */
  paymentId: string;
  card: CardToken;
  amountMinor: bigint;
  currency: string;
  /** Paid through a device wallet: the wallet authenticated the holder, so no 3-D Secure step. */
  walletPay: WalletPayKind | null;
}

export type CardPaymentOutcome =
  | { status: 'succeeded'; providerRef: string }
  | { status: 'declined'; providerRef: string; reason: string }
  | { status: 'requires_3ds'; providerRef: string; codeLength: number };

/** Card acquiring with its 3-D Secure step (ARCHITECTURE.md "The world outside: providers"). */
export interface Acquirer {
  /** Names the provider_clearing account the money arrives in. */
  name: string;
  /** Turns typed card details into the acquirer's token (a zero-amount check of the card). */
  tokenize(card: CardDetails): Promise<{ token: string } | { declined: string }>;
  start(payment: CardPaymentRequest): Promise<CardPaymentOutcome>;
  /** Finishes a payment that asked for 3-D Secure with the code the holder typed. */
  complete3ds(providerRef: string, code: string): Promise<CardPaymentOutcome>;
}
