import { flattenCatalogue, LANGUAGES } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import { WALLET_ERROR_CODES, WalletError } from '@ferry/shared/wallet';
import { describe, expect, it } from 'vitest';

// shared/wallet may not import the catalogues, so the check that every wallet error has a text in
// every language lives here, where both are in reach.
describe('wallet error texts', () => {
  it.each(LANGUAGES)('%s has a text for every WalletError code', (language) => {
    const entries = flattenCatalogue(catalogues[language]);
    const missing = WALLET_ERROR_CODES.map((code) => new WalletError(code).i18nKey).filter(
      (key) => !entries[key],
    );
    expect(missing).toEqual([]);
  });
});
