import { flattenCatalogue } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import {
  VAULT_ERROR_CODES,
  VaultError,
  vaultErrorI18nKey,
  WALLET_ERROR_CODES,
  walletErrorI18nKey,
} from '@ferry/shared/wallet';
import { describe, expect, it } from 'vitest';

// shared/wallet may not import the catalogues (layers), so the check that every vault error has a
// text in every language lives here (WalletError's: wallet-error-locales.test.ts).
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

  it('the catalogue holds no wallet error the code cannot raise', () => {
    const known = new Set<string>([
      ...VAULT_ERROR_CODES.map((code) => vaultErrorI18nKey(code)),
      ...WALLET_ERROR_CODES.map((code) => walletErrorI18nKey(code)),
    ]);
    const stray = Object.keys(flat.en ?? {}).filter(
      (key) => key.startsWith('wallet.errors.') && !known.has(key),
    );
    expect(stray).toEqual([]);
  });
});
