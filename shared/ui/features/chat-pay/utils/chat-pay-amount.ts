import type { Message } from '@ferry/locales';
import { decimalToMinor, findCurrency, minorToDecimal, parseLocaleAmount } from '@ferry/shared/domain';
import { formatApiMoney } from '../../../components/money/money-text';

/** The decimals a currency's amounts take: its catalogue scale, else 2. */
export function scaleOf(currency: string): number {
  return findCurrency(currency)?.scale ?? 2;
}

export type AmountCheck = { ok: true; amount: string; minor: bigint } | { ok: false; message: Message };

/**
 * The amount typed, read in the user's locale: a positive number of at most the currency's
 * decimals, and for a send card no more than what is available (the server checks again).
 */
export function checkChatPayAmount(
  text: string,
  language: string,
  currency: string,
  available: string | null,
): AmountCheck {
  const scale = scaleOf(currency);
  if (text.trim() === '') return { ok: false, message: { key: 'chatPay.form.amountRequired' } };
  const minor = parseLocaleAmount(text.trim(), language, scale);
  if (minor === null || minor <= 0n) return { ok: false, message: { key: 'chatPay.form.amountInvalid' } };
  if (available !== null) {
    const availableMinor = decimalToMinor(available, scale);
    if (availableMinor !== null && minor > availableMinor) {
      return {
        ok: false,
        message: {
          key: 'chatPay.form.moreThanAvailable',
          params: { amount: formatApiMoney(available, currency, language) },
        },
      };
    }
  }
  return { ok: true, amount: minorToDecimal(minor, scale), minor };
}
