import type { pwCurrencySchema } from '@ferry/shared/contracts';
import type { z } from 'zod';

export type PwCurrency = z.infer<typeof pwCurrencySchema>;

/** A way to pay or to receive one side: a payway and, for crypto, its network. */
export interface PaywayOption {
  payway: string;
  network: string | null;
}

/** The Ferry balance: always there for a signed-in user, on either side. */
export const BALANCE_OPTION: PaywayOption = { payway: 'balance', network: null };

/**
 * Payways that bring money in from outside. An exchange paid this way starts as a deposit that
 * converts on arrival (PAYIN_CONVERT), so its money lands on the balance.
 */
export const EXTERNAL_PAYIN_PAYWAYS = new Set(['card', 'sepa', 'iban', 'uaiban', 'blik', 'monobank']);

export function isExternalPayin(payway: string | null): boolean {
  return payway !== null && EXTERNAL_PAYIN_PAYWAYS.has(payway);
}

// The order people expect: the card first, bank rails next, then the rest, the balance last.
const ORDER = ['card', 'sepa', 'iban', 'uaiban', 'blik', 'monobank', 'crypto', 'balance'];
const rank = (payway: string) => {
  const index = ORDER.indexOf(payway);
  return index === -1 ? ORDER.length : index;
};

function optionsOf(rows: readonly PwCurrency[], keep: (row: PwCurrency) => boolean): PaywayOption[] {
  const options = rows
    .filter((row) => row.is_available && row.payway !== 'balance' && keep(row))
    .map((row) => ({ payway: row.payway, network: row.network }));
  return [...options, BALANCE_OPTION].sort((a, b) => rank(a.payway) - rank(b.payway));
}

/** How the from side can be paid: a deposit payway of the currency (not a crypto address yet), or the balance. */
export function fromOptions(depositRows: readonly PwCurrency[]): PaywayOption[] {
  return optionsOf(depositRows, (row) => EXTERNAL_PAYIN_PAYWAYS.has(row.payway));
}

/**
 * Where the to side can go: paid in from outside, the exchange lands on the balance; paid from
 * the balance, it may also be paid out (card, bank account, crypto address and network).
 */
export function toOptions(withdrawRows: readonly PwCurrency[], fromPayway: string | null): PaywayOption[] {
  if (isExternalPayin(fromPayway)) return [BALANCE_OPTION];
  return optionsOf(withdrawRows, () => true);
}

export function sameOption(a: PaywayOption, b: PaywayOption): boolean {
  return a.payway === b.payway && a.network === b.network;
}

/** The option a store value stands for, or the first one (the default) when it is not offered. */
export function pickOption(
  options: readonly PaywayOption[],
  payway: string | null,
  network: string | null,
): PaywayOption | null {
  return (
    options.find((option) => sameOption(option, { payway: payway ?? '', network })) ?? options[0] ?? null
  );
}

/** The catalogue row an option is priced and limited by. */
export function rowOf(rows: readonly PwCurrency[], option: PaywayOption | null): PwCurrency | undefined {
  if (!option) return undefined;
  return rows.find((row) => row.payway === option.payway && row.network === option.network);
}
