import { DomainError, type MicaRule, micaCurrencyRefusal } from '@ferry/shared/domain';

/**
 * MiCA at the quote: the currency the user would receive (`to_currency`, delivered to the balance
 * by a convert or out by an exchange) must be one the rules offer to their residence. Paying with
 * such a currency stays open: a resident may sell or send what they already hold.
 */
export function refuseMicaClosedCurrency(
  toCurrency: string,
  residence: string | null,
  rules: readonly MicaRule[],
): void {
  const refusal = micaCurrencyRefusal(toCurrency, residence, rules);
  if (!refusal) return;
  throw new DomainError(refusal.code, {
    field: 'to_currency',
    currency: refusal.currency,
    country: refusal.country,
    key: refusal.message.key,
    params: refusal.message.params,
  });
}
