import type { MessageKey } from '@ferry/locales';

const KNOWN = ['card', 'sepa', 'iban', 'uaiban', 'blik', 'monobank', 'crypto', 'balance'] as const;

/** The catalogue's name for a payway id the app knows; null for one it does not (shown as sent). */
export function paywayLabelKey(payway: string): MessageKey | null {
  return (KNOWN as readonly string[]).includes(payway)
    ? (`transactions.payway.${payway}` as MessageKey)
    : null;
}
