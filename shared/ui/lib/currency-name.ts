import type { CurrencyKind } from '@ferry/shared/domain';

interface NamedCurrency {
  code: string;
  name: string;
  kind: CurrencyKind;
}

const displayNamesCache = new Map<string, Intl.DisplayNames | null>();

function currencyDisplayNames(language: string): Intl.DisplayNames | null {
  if (!displayNamesCache.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
    } catch {
      names = null;
    }
    displayNamesCache.set(language, names);
  }
  return displayNamesCache.get(language) ?? null;
}

/**
 * Fiat names in the interface language ("Euro", "Złoty polski"); crypto names stay the project's
 * own names, which no locale data knows.
 */
export function localizeCurrencyName(currency: NamedCurrency, language: string): string {
  if (currency.kind !== 'fiat') return currency.name;
  const localized = currencyDisplayNames(language)?.of(currency.code);
  if (!localized) return currency.name;
  // Locales write currency names in lower case inside a sentence; a list item starts a line.
  return localized.charAt(0).toLocaleUpperCase(language) + localized.slice(1);
}
