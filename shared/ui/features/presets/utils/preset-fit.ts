import type { PresetKind, RequisiteView } from '@ferry/shared/contracts';
import { CURRENCIES, findCurrency } from '@ferry/shared/domain';

/** A preset always spends crypto (the server's rule). */
export const SPEND_CURRENCIES = CURRENCIES.filter((currency) => currency.kind === 'crypto').map(
  (currency) => currency.code,
);

/** What a preset of this kind pays out in: fiat to a card or IBAN, crypto to an address. */
export function receiveCurrencies(kind: PresetKind): string[] {
  const wanted = kind === 'crypto_to_fiat' ? 'fiat' : 'crypto';
  return CURRENCIES.filter((currency) => currency.kind === wanted).map((currency) => currency.code);
}

/**
 * Whether saved details can receive this preset's payout (the same rule the server checks):
 * a card or IBAN for fiat, an address on a network the currency travels on for crypto.
 */
export function isRequisiteFit(kind: PresetKind, toCurrency: string, requisite: RequisiteView): boolean {
  if (kind === 'crypto_to_fiat') return requisite.kind === 'iban' || requisite.kind === 'card_mask';
  if (requisite.kind !== 'address') return false;
  const currency = findCurrency(toCurrency);
  if (!currency) return false;
  const network = requisite.network ?? '';
  return (currency.networks as readonly string[]).includes(network) || network === currency.code;
}
