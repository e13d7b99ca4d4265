import { LANGUAGES } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import { localizeDefaultWalletName } from '../../../wallet/vault/index';
import { DEFAULT_WALLET_NAME_BASES } from './use-wallet-display-name';

// Issue 24 item 20: a default name was stored in the language of the day ("Wallet 1") and stayed
// English in Polish. A default name reads in the reader's language; a typed one as typed.
describe('a wallet name as shown', () => {
  it.each([
    { name: 'Wallet 1', base: 'Portfel', shown: 'Portfel 1' },
    { name: 'Portfel 2', base: 'Wallet', shown: 'Wallet 2' },
    { name: 'Гаманець 3', base: 'Кошелёк', shown: 'Кошелёк 3' },
    { name: 'Wallet 12', base: 'Гаманець', shown: 'Гаманець 12' },
    { name: 'Wallet for savings', base: 'Portfel', shown: 'Wallet for savings' },
    { name: 'My Wallet 1', base: 'Portfel', shown: 'My Wallet 1' },
    { name: 'Wallet 1a', base: 'Portfel', shown: 'Wallet 1a' },
    { name: 'Wallet', base: 'Portfel', shown: 'Wallet' },
  ])('$name in a $base language reads $shown', ({ name, base, shown }) => {
    expect(localizeDefaultWalletName(name, base, DEFAULT_WALLET_NAME_BASES)).toBe(shown);
  });

  it('knows the default name of every language the app speaks', () => {
    const bases = LANGUAGES.map(
      (language) =>
        (catalogues[language] as unknown as { wallet: { onboarding: { walletName: string } } }).wallet
          .onboarding.walletName,
    );
    expect([...DEFAULT_WALLET_NAME_BASES].sort()).toEqual([...new Set(bases)].sort());
  });
});
