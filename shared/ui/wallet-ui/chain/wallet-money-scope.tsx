import { createWalletSender } from '@ferry/shared/wallet';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { VaultError } from '../../../wallet/vault/index';
import { useTranslate } from '../../i18n/use-translate';
import { appTonApi } from '../../lib/app-tonapi';
import { usePlatform } from '../../platform-hooks/platform-context';
import { useWalletBiometry } from '../vault/use-wallet-biometry';
import { useWalletVault } from '../vault/use-wallet-vault';
import { createWalletChain } from './create-wallet-chain';
import { pageTransferLock } from './page-transfer-lock';
import type { WalletChain } from './wallet-chain';
import {
  type UnlockRequest,
  useOptionalWalletMoney,
  type WalletMoney,
  WalletMoneyProvider,
} from './wallet-money-context';

let sharedChain: WalletChain | null = null;

/**
 * One chain client for the visit, on this origin's `/tonapi` (the server's local chain or its
 * proxy): one sender, on the page's one transfer lock (TON Connect takes it too), so "one transfer
 * in flight per wallet" holds across every screen.
 */
function appChain(): WalletChain {
  if (!sharedChain) {
    const tonApi = appTonApi();
    sharedChain = createWalletChain({
      tonApi,
      sender: createWalletSender({ tonApi, lock: pageTransferLock }),
    });
  }
  return sharedChain;
}

/** The live wallet services: the active wallet from the vault, the app's chain, unlock right before signing. */
function LiveWalletMoney({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const { biometry } = usePlatform();
  const { vault, active } = useWalletVault();
  const { unlock: unlockWithBiometry } = useWalletBiometry();
  const [isBiometryReady, setBiometryReady] = useState(false);
  const methodForSend = vault && active ? vault.methodFor(active.id, 'sendTon') : 'PASSWORD';

  useEffect(() => {
    let isCurrent = true;
    if (!biometry || methodForSend !== 'TELEGRAM_BIOMETRY') {
      setBiometryReady(false);
      return;
    }
    void biometry.getStatus().then((status) => {
      if (isCurrent) setBiometryReady(status.isAvailable && status.isAccessGranted && status.isTokenSaved);
    });
    return () => {
      isCurrent = false;
    };
  }, [biometry, methodForSend]);

  const unlock = useCallback(
    async (request: UnlockRequest) => {
      if (!vault || !active) throw new VaultError('NO_ACTIVE_WALLET_ID');
      let opened: Awaited<ReturnType<typeof vault.unlock>>;
      if (request.method === 'PASSWORD') {
        opened = await vault.unlock(active.id, { method: 'PASSWORD', password: request.password });
      } else {
        // The biometric prompt hands back the key behind Telegram's token; the vault opens with it.
        opened = await unlockWithBiometry(vault, active.id, t('wallet.send.confirm.biometryReason'));
      }
      // Only the signing key leaves: the words are dropped here, the key is wiped by the signer.
      opened.mnemonic.fill('');
      return { secretKey: opened.keyPair.secretKey };
    },
    [vault, active, unlockWithBiometry, t],
  );

  const value = useMemo<WalletMoney>(
    () => ({
      chain: appChain(),
      wallet: active
        ? {
            id: active.id,
            name: active.name,
            address: active.address,
            publicKey: active.publicKey,
            version: active.version,
            preferredDecryptionMethod: active.preferredDecryptionMethod,
            isReadOnly: active.isReadOnly === true || active.publicKey === '',
          }
        : null,
      unlock,
      canUseBiometry: isBiometryReady,
    }),
    [active, unlock, isBiometryReady],
  );
  return <WalletMoneyProvider value={value}>{children}</WalletMoneyProvider>;
}

/**
 * Gives the money screens their wallet services: the live ones (vault, `/tonapi`) unless a
 * provider above already does (tests hand in fakes that way).
 */
export function WalletMoneyScope({ children }: { children: ReactNode }) {
  const existing = useOptionalWalletMoney();
  if (existing) return <>{children}</>;
  return <LiveWalletMoney>{children}</LiveWalletMoney>;
}

/** A money screen wrapped in its scope, as the route table mounts it. */
export function withWalletMoney(Page: () => ReactNode) {
  return function WalletMoneyPage() {
    return (
      <WalletMoneyScope>
        <Page />
      </WalletMoneyScope>
    );
  };
}
