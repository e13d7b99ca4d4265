import { type ReactNode, useMemo } from 'react';
import { usePlatform } from '../../platform-hooks/platform-context';
import { withWalletMoney } from '../../wallet-ui/chain/wallet-money-scope';
import { liveTonConnectServices } from './live-tonconnect-services';
import { TonConnectProvider, useOptionalTonConnect } from './tonconnect-context';

function LiveTonConnect({ children }: { children: ReactNode }) {
  const { kind } = usePlatform();
  const value = useMemo(() => liveTonConnectServices(kind), [kind]);
  return <TonConnectProvider value={value}>{children}</TonConnectProvider>;
}

/** The TON Connect services: the live ones unless a provider above gives them (tests). */
export function TonConnectScope({ children }: { children: ReactNode }) {
  const existing = useOptionalTonConnect();
  if (existing) return <>{children}</>;
  return <LiveTonConnect>{children}</LiveTonConnect>;
}

/** A TON Connect screen as the route table mounts it: wallet services and TON Connect services. */
export function withTonConnect(Page: () => ReactNode) {
  function Scoped() {
    return (
      <TonConnectScope>
        <Page />
      </TonConnectScope>
    );
  }
  return withWalletMoney(Scoped);
}
