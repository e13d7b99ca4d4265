import type { TonConnectSessionStore } from '../../../wallet/tonconnect/tonconnect-api';
import { createTonConnectWallet, type TonConnectWallet } from '../../../wallet/tonconnect/tonconnect-wallet';
import { appTonApi } from '../../lib/app-tonapi';
import { host } from '../../lib/host';
import { pageTransferLock } from '../../wallet-ui/chain/page-transfer-lock';
import { deviceInfoFor } from './device-info';
import { requestQueueFor } from './request-queue-store';
import type { TonConnectServices } from './tonconnect-services';

let shared: TonConnectServices | null = null;

/**
 * The live services for this visit: our bridge at `<origin>/bridge`, the manifest proxy and
 * `/tonapi` on this origin; transactions take the page's one transfer lock.
 */
export function liveTonConnectServices(platformKind: string): TonConnectServices {
  if (!shared) {
    const env = { bridgeUrl: `${host.origin()}/bridge`, fetch: globalThis.fetch.bind(globalThis) };
    const tonapi = appTonApi();
    const wallets = new WeakMap<TonConnectSessionStore, TonConnectWallet>();
    shared = {
      device: deviceInfoFor(platformKind, globalThis.navigator?.userAgent ?? ''),
      walletFor(store) {
        let wallet = wallets.get(store);
        if (!wallet) {
          const queue = requestQueueFor(store);
          wallet = createTonConnectWallet({
            env,
            tonapi,
            store,
            lock: pageTransferLock,
            serverBase: '',
            queue,
          });
          wallets.set(store, wallet);
        }
        return wallet;
      },
    };
  }
  return shared;
}
