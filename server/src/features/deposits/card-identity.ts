import { createHmac } from 'node:crypto';
import type { CardBrand } from './deposits.schema';

/** The digits of a typed card number (the contract allows spaces between groups). */
export function digitsOf(number: string): string {
  return number.replaceAll(' ', '');
}

/** Visa starts with 4; Mastercard with 51–55 or 2221–2720. The spec takes Visa/MC only. */
export function brandOf(digits: string): CardBrand | null {
  if (digits.startsWith('4')) return 'visa';
  const firstTwo = Number(digits.slice(0, 2));
  const firstFour = Number(digits.slice(0, 4));
  if ((firstTwo >= 51 && firstTwo <= 55) || (firstFour >= 2221 && firstFour <= 2720)) return 'mastercard';
  return null;
}

/** First six and last four, the rest starred (what PCI DSS allows to be shown and kept). */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/**
 * The same card gives the same fingerprint under one server key, so a card saved twice or by two
 * people is found without keeping its number; without the key the 10^n space of numbers with a
 * known mask cannot be searched.
 */
export function fingerprintOf(digits: string, key: string): string {
  return createHmac('sha256', key).update(`card:${digits}`).digest('hex');
}

/** "MM / YY" → month and four-digit year (the contract checked the shape, the rule the range). */
export function parseExpiry(expiry: string): { month: number; year: number } {
  const [month = '0', year = '0'] = expiry.split('/').map((part) => part.trim());
  return { month: Number(month), year: 2000 + Number(year) };
}

export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')} / ${String(year % 100).padStart(2, '0')}`;
}

/**
 * Whether the name embossed on a card is the user's (spec 000 §5: only the user's own cards).
 * Cards print names in capitals without diacritics and sometimes surname first, so both sides
 * are folded (case, accents, punctuation) and compared as sets of words.
 */
export function isSameHolder(cardName: string, userName: string): boolean {
  const fold = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toUpperCase()
      .split(/[\s.'’ʼ`\-‐–]+/u)
      .filter(Boolean)
      .sort()
      .join(' ');
  return fold(cardName) !== '' && fold(cardName) === fold(userName);
}
