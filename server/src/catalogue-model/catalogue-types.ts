import type { Fee, Limits } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/** Which way a payway moves money: into a balance (deposit, exchange pay-in) or out (withdraw, exchange pay-out). */
export type PaywayDirection = 'deposit' | 'withdraw';

/** How money travels (spec 000 §1): the kinds of payway Ferry knows. */
export type PaywayKind = 'card' | 'iban' | 'sepa' | 'uaiban' | 'blik' | 'monobank' | 'crypto' | 'balance';

/** Wallet-pay options a card payway offers (spec 000 §1). */
export type WalletPay = 'apple_pay' | 'google_pay' | 'samsung_pay';

export interface Payway {
  /** Stable code used on the wire and in routes (`/balances/deposit/:paywayType`), lower case. */
  code: string;
  kind: PaywayKind;
  /** How the client talks to it (spec 000 §3 "Payway request methods"). */
  method: 'GET' | 'POST' | 'IFRAME';
  walletPay: readonly WalletPay[];
  isActive: boolean;
  sortOrder: number;
}

/** One payway for one currency (and network, for crypto) in one direction: fees, limits, availability. */
export interface PaywayCurrency {
  payway: string;
  currency: string;
  network: string | null;
  direction: PaywayDirection;
  fee: Fee;
  /** Amount limits in `currency` (min, max, step). */
  limits: Limits;
  /**
   * What the network charges on a crypto payout, in `currency` whole units ("0" when none). It is
   * already part of `fee` (a crypto payout's fee is ADD network fee): it says how much of the
   * fee the ledger books to `network_fees` rather than `fees`. Never add it to the fee again.
   */
  networkFee: string;
  /** Confirmations a crypto deposit waits for before it is credited. */
  confirmations: number;
  isAvailable: boolean;
}

/** A convert direction between two balance currencies (cache group "convert-directions"). */
export interface ConvertDirection {
  from: string;
  to: string;
  fee: Fee;
  /** Limits on the `from` amount. */
  limits: Limits;
  isAvailable: boolean;
}

/** Daily and monthly caps on payouts per profile, in minor units of `currency`; null means no cap. */
export interface PeriodLimits {
  currency: string;
  dailyMinor: bigint | null;
  monthlyMinor: bigint | null;
}

export interface CurrencyInfo {
  code: string;
  scale: number;
  kind: 'fiat' | 'crypto';
  networks: readonly string[];
  isActive: boolean;
}

/** A residence country (cache group "countries"); `isSupported` already refuses BLOCKED_COUNTRIES. */
export interface Country {
  code: string;
  name: string;
  isSupported: boolean;
}

/**
 * The money catalogue: what may move where, at what fee, within which limits. Seeded by
 * migration; configuration may override rows. Reads take a db so they can join a caller's
 * transaction.
 */
export interface Catalogue {
  currency(db: Kysely<Schema>, code: string): Promise<CurrencyInfo | undefined>;
  payways(db: Kysely<Schema>): Promise<Payway[]>;
  payway(db: Kysely<Schema>, code: string): Promise<Payway | undefined>;
  paywayCurrencies(
    db: Kysely<Schema>,
    filter?: { direction?: PaywayDirection; currency?: string; payway?: string },
  ): Promise<PaywayCurrency[]>;
  /** The one row for payway + currency (+ network) + direction; undefined when none exists. */
  paywayCurrency(
    db: Kysely<Schema>,
    key: { payway: string; currency: string; direction: PaywayDirection; network?: string | null },
  ): Promise<PaywayCurrency | undefined>;
  convertDirections(db: Kysely<Schema>): Promise<ConvertDirection[]>;
  convertDirection(db: Kysely<Schema>, from: string, to: string): Promise<ConvertDirection | undefined>;
  payoutLimits(db: Kysely<Schema>, currency: string): Promise<PeriodLimits>;
  /** Every currency of the currency table, active or not, in catalogue order. */
  currencies(db: Kysely<Schema>): Promise<CurrencyInfo[]>;
  countries(db: Kysely<Schema>): Promise<Country[]>;
}

/** What a quote is for: an exchange between payways, or a convert between balances. */
export type QuoteKind = 'exchange' | 'convert';

export interface QuoteRequest {
  profileId: string;
  kind: QuoteKind;
  fromCurrency: string;
  toCurrency: string;
  /** Exactly one side is given; the server computes the other. */
  fromAmountMinor?: bigint;
  toAmountMinor?: bigint;
  /** Exchange only: how the user pays and how they receive (payway codes; 'balance' for the balance). */
  fromPayway?: string;
  toPayway?: string;
  fromNetwork?: string | null;
  toNetwork?: string | null;
}

/**
 * A priced offer, valid until `expiresAt` (clients re-quote every 8 s, spec 000 §9). Every
 * amount is the server's own arithmetic, rounded in the house's favour.
 */
export interface Quote {
  id: string;
  profileId: string;
  kind: QuoteKind;
  fromCurrency: string;
  toCurrency: string;
  fromPayway: string | null;
  toPayway: string | null;
  fromNetwork: string | null;
  toNetwork: string | null;
  /** What leaves the user (fee included when the fee is charged in `fromCurrency`). */
  fromAmountMinor: bigint;
  /** What the user receives. */
  toAmountMinor: bigint;
  /**
   * Every fee in `feeCurrency` (always `fromCurrency`): the pay-in payway's (`payInFeeMinor`, on
   * the whole amount) and the exchange's (the rest, on top of the converted part).
   */
  feeMinor: bigint;
  /** The pay-in payway's part of `feeMinor`; 0 paid from the balance and for a convert. */
  payInFeeMinor: bigint;
  feeCurrency: string;
  /**
   * The fee in `toCurrency` (an exchange payout fee, network fee included; 0 for a convert):
   * `toAmountMinor + toFeeMinor` is what the rate turned the converted part into.
   */
  toFeeMinor: bigint;
  /** The part of `toFeeMinor` the chain takes (books to `network_fees`); 0 off-chain. */
  networkFeeMinor: bigint;
  /** Units of `toCurrency` per one unit of `fromCurrency`, as a decimal string. */
  rate: string;
  /** Limits on the from amount (the convert direction's, or the pay-in payway's). */
  limits: Limits;
  /** Exchange only: the payout payway's limits on the to amount; null for a convert. */
  toLimits: Limits | null;
  expiresAt: Date;
  createdAt: Date;
}

/** A request priced for nobody in particular (the public preview). */
export type QuotePriceRequest = Omit<QuoteRequest, 'profileId'>;

/** A quote's numbers without an owner or an id: a price, never stored, never taken. */
export type QuotePrice = Omit<Quote, 'id' | 'profileId'>;

export interface Quotes {
  create(db: Kysely<Schema>, request: QuoteRequest): Promise<Quote>;
  /** Prices like `create` but stores nothing and ties nothing to anyone (signed-out visitors). */
  preview(db: Kysely<Schema>, request: QuotePriceRequest): Promise<QuotePrice>;
  /**
   * Takes a quote for an operation inside the caller's transaction: locks it, refuses one that
   * is unknown, someone else's, expired or already used (each with a spec code), and marks it used.
   */
  take(trx: Kysely<Schema>, quoteId: string, profileId: string): Promise<Quote>;
  /**
   * The quote as `take` would give it at `at`, read without a lock and not marked used (a plan
   * for one database call, which takes it there: money_apply's `quote`); the same refusals.
   */
  peek(db: Kysely<Schema>, quoteId: string, profileId: string): Promise<{ quote: Quote; at: Date }>;
}
