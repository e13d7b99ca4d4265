import { catalogues, flattenCatalogue } from '@ferry/locales';
import { VAULT_ERROR_CODES, VaultError, WALLET_ERROR_CODES, WalletError } from '@ferry/shared/wallet';
import { describe, expect, it } from 'vitest';

// shared/wallet may not import the catalogues (layers), so the check that every wallet error a
// screen can show has a text in every language lives here.
const LANGUAGES = ['en', 'uk', 'ru', 'pl'] as const;
const flat = Object.fromEntries(
  LANGUAGES.map((language) => [language, flattenCatalogue(catalogues[language])]),
);

describe('wallet error texts in every language', () => {
  it.each(LANGUAGES.flatMap((language) => VAULT_ERROR_CODES.map((code) => [language, code] as const)))(
    '%s has the vault error %s',
    (language, code) => {
      expect(flat[language]?.[new VaultError(code).i18nKey]).toBeTruthy();
    },
  );

  it.each(LANGUAGES.flatMap((language) => WALLET_ERROR_CODES.map((code) => [language, code] as const)))(
    '%s has the wallet error %s',
    (language, code) => {
      expect(flat[language]?.[new WalletError(code).messageKey]).toBeTruthy();
    },
  );

  it('the catalogue holds no wallet error the code cannot raise', () => {
    const known = new Set<string>(
      [...VAULT_ERROR_CODES, ...WALLET_ERROR_CODES].map((code) => `wallet.errors.${code}`),
    );
    const stray = Object.keys(flat.en ?? {}).filter(
      (key) => key.startsWith('wallet.errors.') && !known.has(key),
    );
    expect(stray).toEqual([]);
  });
});
