import { useMemo } from 'react';
import type { TonConnectWallet } from '../../../wallet/tonconnect/tonconnect-wallet';
import { useTonConnect } from './tonconnect-context';
import { useTonConnectSessions } from './use-tonconnect-sessions';

/** The signed-in account's TON Connect wallet (null while nobody is signed in). */
export function useTonConnectWallet(): TonConnectWallet | null {
  const services = useTonConnect();
  const { store } = useTonConnectSessions();
  return useMemo(() => (store ? services.walletFor(store) : null), [services, store]);
}
