import { createContext, type ReactNode, useContext } from 'react';
import type { TonConnectServices } from './tonconnect-services';

const TonConnectContext = createContext<TonConnectServices | null>(null);

export function TonConnectProvider({ value, children }: { value: TonConnectServices; children: ReactNode }) {
  return <TonConnectContext.Provider value={value}>{children}</TonConnectContext.Provider>;
}

/** The services when a provider is above (tests), else null: the scope then makes the live ones. */
export function useOptionalTonConnect(): TonConnectServices | null {
  return useContext(TonConnectContext);
}

export function useTonConnect(): TonConnectServices {
  const value = useContext(TonConnectContext);
  if (!value) throw new Error('useTonConnect needs a <TonConnectProvider> above it');
  return value;
}
