import { createTonApiClient } from '../../../../wallet/index';
import * as core from '../../../../wallet/tonconnect/index';
import { pageTransferLock } from '../wallet-chain/page-transfer-lock';
import { deviceInfoFor } from './device-info';
import type { TonConnectServices } from './tonconnect-services';

let shared: TonConnectServices | null = null;

/**
 * The live services for this visit: the core's functions, our bridge at `<origin>/bridge`, the
 * manifest proxy and `/tonapi` on this origin; transactions take the page's one transfer lock.
 */
export function liveTonConnectServices(platformKind: string): TonConnectServices {
  if (!shared) {
    const origin = globalThis.location.origin;
    const fetch = globalThis.fetch.bind(globalThis);
    shared = {
      env: { bridgeUrl: `${origin}/bridge`, fetch },
      tonapi: createTonApiClient({ baseUrl: `${origin}/tonapi`, fetch }),
      device: deviceInfoFor(platformKind, globalThis.navigator?.userAgent ?? ''),
      serverBase: '',
      fetchManifest: (manifestUrl, options) => core.fetchManifest(manifestUrl, { fetch, ...options }),
      needsTonProof: core.needsTonProof,
      checkConnectOrigin: core.checkConnectOrigin,
      approveConnect: core.approveConnect,
      rejectConnect: core.rejectConnect,
      listenToApps: core.listenToApps,
      answerResult: core.answerResult,
      answerError: core.answerError,
      disconnectApp: core.disconnectApp,
      acceptDisconnect: core.acceptDisconnect,
      reviewTransaction: core.reviewTransaction,
      signAndSendTransaction: (input) => core.signAndSendTransaction({ ...input, lock: pageTransferLock }),
      signDataRequest: core.signDataRequest,
    };
  }
  return shared;
}
