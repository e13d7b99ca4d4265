import type { DeviceInfo, TonConnectSessionStore } from '../../../wallet/tonconnect/tonconnect-api';
import type { TonConnectWallet } from '../../../wallet/tonconnect/tonconnect-wallet';

/**
 * What the TON Connect screens need from outside: the device they answer as, and the account's
 * TON Connect wallet (`shared/wallet`'s request lifecycle over its session store, with the bridge,
 * the chain client and the page's transfer lock bound). The live set is
 * `live-tonconnect-services.ts`; tests hand in one over fake protocol steps.
 */
export interface TonConnectServices {
  device: DeviceInfo;
  /** One per store for the visit: its queue is the one the screens show (`requestQueueFor`). */
  walletFor(store: TonConnectSessionStore): TonConnectWallet;
}
