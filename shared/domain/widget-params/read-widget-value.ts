import type { Language } from '@ferry/locales';
import { CURRENCIES } from '../currencies/currency-catalogue';
import { EARLIEST_BIRTH_YEAR, isCalendarDay } from '../dates/birth-date';
import { isReturnUrl } from '../validation/return-url';
import type { WidgetTheme } from './widget-params';

/**
 * One reader per kind of widget parameter. Each takes the raw text (null when absent) and
 * returns the clean value or null; none throws, whatever the URL holds.
 */

const WIDGET_LANGUAGES: readonly Language[] = ['en', 'uk', 'ru', 'pl'];
const THEMES: readonly WidgetTheme[] = ['light', 'dark'];

const CONTROL_CHARS = /\p{Cc}/u;
const HAS_WHITESPACE = /\s/;
const PLAIN_AMOUNT = /^\d{1,40}(?:\.\d{1,40})?$/;
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const CURRENCY_CODE = /^[A-Z0-9]{2,16}$/;
const PAYWAY = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const TAB = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{5,24}$/;
const COUNTRY = /^[A-Z]{2,3}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MASKED_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const CATALOGUE_CODES = new Map(CURRENCIES.map((currency) => [currency.code.toUpperCase(), currency.code]));

/** Free text such as a name: trimmed, no control characters, 1 to `maxLength` characters. */
export function readText(raw: string | null, maxLength: number): string | null {
  const text = raw?.trim() ?? '';
  if (text === '' || text.length > maxLength || CONTROL_CHARS.test(text)) return null;
  return text;
}

/** An identifier, key or signature: like text, and without inner whitespace. */
export function readToken(raw: string | null, maxLength: number): string | null {
  const text = readText(raw, maxLength);
  return text !== null && !HAS_WHITESPACE.test(text) ? text : null;
}

/** A light shape check only; the e-mail form applies the full rule. */
export function readEmail(raw: string | null): string | null {
  const text = readToken(raw, 254);
  return text !== null && EMAIL.test(text) ? text : null;
}

/**
 * A phone number. Integrators often write "+380…" unescaped, which a query decodes as a space,
 * so a number that arrives with one leading space gets its "+" back.
 */
export function readPhone(raw: string | null): string | null {
  const text = readText(raw, 32);
  if (text === null) return null;
  const phone = raw?.startsWith(' ') && /^\d/.test(text) ? `+${text}` : text;
  return PHONE.test(phone) ? phone : null;
}

/** ISO 3166 alpha-2 or alpha-3, upper-cased. */
export function readCountry(raw: string | null): string | null {
  const text = raw?.trim().toUpperCase() ?? '';
  return COUNTRY.test(text) ? text : null;
}

/** A date of birth as "YYYY-MM-DD" or "DD/MM/YYYY", returned as an existing ISO date from EARLIEST_BIRTH_YEAR on. */
export function readBirthDate(raw: string | null): string | null {
  const text = raw?.trim() ?? '';
  const iso = ISO_DATE.exec(text);
  const masked = MASKED_DATE.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : masked ? [masked[3], masked[2], masked[1]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  if (!isCalendarDay(Number(year), Number(month), Number(day)) || Number(year) < EARLIEST_BIRTH_YEAR)
    return null;
  return `${year}-${month}-${day}`;
}

/** An absolute https URL (plain http only to this machine: `isReturnUrl`), normalised. */
export function readHttpUrl(raw: string | null): string | null {
  const text = readToken(raw, 2048);
  const url = text === null ? null : parseUrl(text);
  return url && isReturnUrl(url.href) ? url.href : null;
}

/** `URL.canParse` is missing from older Telegram webviews, so the constructor's throw is caught. */
function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

export function readLanguage(raw: string | null): Language | null {
  const text = raw?.trim().toLowerCase() ?? '';
  return WIDGET_LANGUAGES.find((language) => language === text) ?? null;
}

export function readTheme(raw: string | null): WidgetTheme | null {
  const text = raw?.trim().toLowerCase() ?? '';
  return THEMES.find((theme) => theme === text) ?? null;
}

/** A CSS hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa), lower-cased. */
export function readColor(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim().toLowerCase();
  return HEX_COLOR.test(text) ? text : null;
}

/** Spec 000 §3: booleans are JSON `true` or `false`; anything else keeps the default. */
export function readBoolean(raw: string | null): boolean | null {
  const text = raw?.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  return null;
}

/** A plain non-negative decimal such as "12.5"; no sign, exponent, comma or separators. */
export function readAmount(raw: string | null): string | null {
  const text = raw?.trim() ?? '';
  return PLAIN_AMOUNT.test(text) ? text : null;
}

/**
 * A currency code, upper-cased as the spec says and then matched to the catalogue's own spelling,
 * so "usde" and "USDE" both read as "USDe". A well-formed code the catalogue lacks stays
 * upper-cased: the server's list may be newer than ours.
 */
export function readCurrency(raw: string | null): string | null {
  const text = raw?.trim().toUpperCase() ?? '';
  if (!CURRENCY_CODE.test(text)) return null;
  return CATALOGUE_CODES.get(text) ?? text;
}

/** Spec 000 §3: payways are lower-cased. */
export function readPayway(raw: string | null): string | null {
  const text = raw?.trim().toLowerCase() ?? '';
  return PAYWAY.test(text) ? text : null;
}

/** Spec 000 §3: listed tabs are lower-cased, the default tab upper-cased. */
export function readTab(raw: string | null, letterCase: 'lower' | 'upper'): string | null {
  const trimmed = raw?.trim() ?? '';
  const text = letterCase === 'lower' ? trimmed.toLowerCase() : trimmed.toUpperCase();
  return TAB.test(text) ? text : null;
}

/**
 * A comma-separated list (spec 000 §3), also gathered over repeated keys. Malformed entries
 * are dropped, the rest keep their order without repeats.
 */
export function readList(raws: readonly string[], readItem: (raw: string) => string | null): string[] {
  const items = raws.flatMap((raw) => raw.split(',')).map(readItem);
  return [...new Set(items.filter((item): item is string => item !== null))];
}
