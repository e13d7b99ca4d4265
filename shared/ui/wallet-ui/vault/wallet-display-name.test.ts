import { LANGUAGES } from '@ferry/locales';
import { catalogues } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import { localizeDefaultWalletName } from '../../../wallet/vault/index';
import { DEFAULT_WALLET_NAME_BASES } from './use-wallet-display-name';

// A default name is stored in the language it was made in ("Wallet 1"), so it is shown in the
// reader's language ("Portfel 1" in Polish); a typed name reads as typed.
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
