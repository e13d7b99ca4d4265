import { createContext, type ReactNode, useContext } from 'react';
import type { WalletChain } from './wallet-chain';

/** The active wallet's public side: all the money screens may keep or show. */
export interface ActiveWallet {
  id: string;
  name: string;
  address: string;
  publicKey: string;
  version: string;
  preferredDecryptionMethod: 'PASSWORD' | 'TELEGRAM_BIOMETRY';
  isReadOnly: boolean;
}

/** How the user proves it is them right before a signature. */
export type UnlockRequest = { method: 'PASSWORD'; password: string } | { method: 'TELEGRAM_BIOMETRY' };

export interface WalletMoney {
  chain: WalletChain;
  wallet: ActiveWallet | null;
  /**
   * Decrypts the active wallet's key for one signature. The caller wipes the returned key as soon
   * as it has signed; nothing here caches it.
   */
  unlock(request: UnlockRequest): Promise<{ secretKey: Uint8Array }>;
  /** Whether the biometric unlock is set up and the client can do it now. */
  canUseBiometry: boolean;
}

const WalletMoneyContext = createContext<WalletMoney | null>(null);

export function WalletMoneyProvider({ value, children }: { value: WalletMoney; children: ReactNode }) {
  return <WalletMoneyContext.Provider value={value}>{children}</WalletMoneyContext.Provider>;
}

/** The services when a provider is above, else null (the scope decides whether to make them). */
export function useOptionalWalletMoney(): WalletMoney | null {
  return useContext(WalletMoneyContext);
}

export function useWalletMoney(): WalletMoney {
  const value = useContext(WalletMoneyContext);
  if (!value) throw new Error('useWalletMoney needs a <WalletMoneyProvider> above it');
  return value;
}
