import type { MessageKey } from '@ferry/locales';
import type { ErrorCode } from '../errors/error-codes';
import { decimalToMinor, minorToDecimal } from '../money/decimal';

/** The card's currencies (001 §3: EUR or USD). */
export const CARD_CURRENCIES = ['EUR', 'USD'] as const;
export type CardCurrency = (typeof CARD_CURRENCIES)[number];

/** Both currencies count in cents. */
export const CARD_CURRENCY_SCALE = 2;

export function isCardCurrency(value: unknown): value is CardCurrency {
  return typeof value === 'string' && (CARD_CURRENCIES as readonly string[]).includes(value);
}

/**
 * Prices of a card in its currency, plain decimal strings in whole units (never numbers).
 * `cashbackRate` is a fraction of a captured spend ("0.005" = 0.5 %).
 */
export interface CardFees {
  issuanceFee: string;
  activationFee: string;
  minimumTopUp: string;
  cashbackRate: string;
}

/**
 * The one table the server charges and the screens show (values the spec leaves out, 001 §9;
 * chosen in docs/decisions.md, "The card's domain rules (issue 28)"): a virtual card is free
 * to issue, a one-time fee is taken from the first top-up, and that top-up leaves money to spend.
 */
export const CARD_FEE_TABLE: Readonly<Record<CardCurrency, CardFees>> = {
  EUR: { issuanceFee: '0', activationFee: '7', minimumTopUp: '20', cashbackRate: '0.005' },
  USD: { issuanceFee: '0', activationFee: '9', minimumTopUp: '20', cashbackRate: '0.005' },
};

export function cardFees(currency: CardCurrency): CardFees {
  return CARD_FEE_TABLE[currency];
}

/** The fraction digits a cashback rate may carry (down to a hundredth of a percent). */
const RATE_SCALE = 4;

/**
 * The cashback on a captured spend of `spendMinor` cents: the rate applied and cut down to whole
 * cents, so Ferry never pays a fraction of a cent it cannot post. Refunds and credits earn none.
 */
export function cardCashbackMinor(currency: CardCurrency, spendMinor: bigint): bigint {
  if (spendMinor <= 0n) return 0n;
  const rate = decimalToMinor(cardFees(currency).cashbackRate, RATE_SCALE);
  if (rate === null) throw new RangeError(`Bad cashback rate for ${currency}`);
  return (spendMinor * rate) / 10n ** BigInt(RATE_SCALE);
}

export type CardActivationTopUp =
  | { isAllowed: true; activationFeeMinor: bigint; creditedMinor: bigint }
  | {
      isAllowed: false;
      code: ErrorCode;
      key: MessageKey;
      params: { amount: string; currency: CardCurrency };
    };

/**
 * Checks the top-up that activates a card: at least the minimum top-up, from which the activation
 * fee is taken once; the rest is credited to the card's balance. `amount` is a plain decimal.
 */
export function checkActivationTopUp(currency: CardCurrency, amount: string): CardActivationTopUp {
  const fees = cardFees(currency);
  const minimumMinor = decimalToMinor(fees.minimumTopUp, CARD_CURRENCY_SCALE) ?? 0n;
  const amountMinor = decimalToMinor(amount, CARD_CURRENCY_SCALE);
  if (amountMinor === null || amountMinor < minimumMinor) {
    return {
      isAllowed: false,
      code: 'VALIDATION_ERROR',
      key: 'cards.refusal.topUpBelowMinimum',
      params: { amount: minorToDecimal(minimumMinor, CARD_CURRENCY_SCALE), currency },
    };
  }
  const activationFeeMinor = decimalToMinor(fees.activationFee, CARD_CURRENCY_SCALE) ?? 0n;
  return { isAllowed: true, activationFeeMinor, creditedMinor: amountMinor - activationFeeMinor };
}
