import type { Catalogue } from './resources';

const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'] as const;
type PluralSuffix = (typeof PLURAL_SUFFIXES)[number];

type StripPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${StripPlural<K>}`
    : LeafPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the English catalogue, with plural suffixes folded into their base key. */
export type MessageKey = LeafPaths<Catalogue>;

/** Values a message may interpolate (i18next `{{name}}`); `count` selects the plural form. */
export type MessageParams = Record<string, string | number>;

/** A message ready for `t(key, params)`: what validation and errors hand to the screens. */
export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

/** Strips an i18next plural suffix from a flat key (`items_few` → `items`). */
export function toBaseKey(key: string): string {
  for (const suffix of PLURAL_SUFFIXES) {
    if (key.endsWith(suffix)) return key.slice(0, -suffix.length);
  }
  return key;
}
