import { useCallback } from 'react';
import { localizeDefaultWalletName } from '../../../wallet/vault/index';
import { useTranslate } from '../../i18n/use-translate';

/**
 * The base word of a default wallet name in every language the app speaks ("Wallet 1" made in
 * English reads "Portfel 1" in Polish). The front end bundles English only, so the others are
 * listed here; a test keeps them equal to each catalogue's `wallet.onboarding.walletName`.
 */
export const DEFAULT_WALLET_NAME_BASES: readonly string[] = ['Wallet', 'Гаманець', 'Кошелёк', 'Portfel'];

/** A wallet's name as the reader should see it: a default name in their language, a typed one as typed. */
export function useWalletDisplayName(): (name: string) => string {
  const t = useTranslate();
  const base = t('wallet.onboarding.walletName');
  return useCallback(
    (name: string) => localizeDefaultWalletName(name, base, DEFAULT_WALLET_NAME_BASES),
    [base],
  );
}
