import { DEFAULT_LANGUAGE, type Language, type MessageKey, type MessageParams } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';

/**
 * Renders a catalogue text on the server (mail subjects and bodies) the way the screens' i18next
 * does: the language's text, else English; `count` picks the plural form (`_one`, `_few`, …) by
 * the language's plural rules; `{{name}}` takes a param. Nothing is HTML-escaped: the texts go into
 * plain-text mail. (i18next itself is not a server dependency; this is the small subset we use.)
 */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const text = lookUp(language, key, params.count) ?? lookUp(DEFAULT_LANGUAGE, key, params.count);
  if (text === undefined) return key;
  return text.replace(INTERPOLATION, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookUp(language: Language, key: string, count: unknown): string | undefined {
  const path = key.split('.');
  const leaf = path.pop() ?? '';
  let node: unknown = catalogues[language];
  for (const segment of path) {
    node = isRecord(node) ? node[segment] : undefined;
  }
  if (!isRecord(node)) return undefined;
  const candidates =
    typeof count === 'number'
      ? [`${leaf}_${pluralCategory(language, count)}`, `${leaf}_other`, leaf]
      : [leaf];
  for (const candidate of candidates) {
    const text = node[candidate];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
