import type { TonApiClient } from '../../../../wallet/tonapi/tonapi-client';
import type * as Core from '../../../../wallet/tonconnect/index';
import type { DeviceInfo, TonConnectEnvironment } from '../../../../wallet/tonconnect/tonconnect-api';

/**
 * What the TON Connect screens ask of the wallet core (`shared/wallet/tonconnect`), with the
 * outside world bound: the bridge, the chain client and the device. The live set
 * (`live-tonconnect-services.ts`) is the core itself; tests hand in fakes.
 */
export interface TonConnectServices {
  env: TonConnectEnvironment;
  tonapi: TonApiClient;
  device: DeviceInfo;
  /** Where the manifest proxy lives ('' = this origin). */
  serverBase: string;
  fetchManifest: typeof Core.fetchManifest;
  needsTonProof: typeof Core.needsTonProof;
  checkConnectOrigin: typeof Core.checkConnectOrigin;
  approveConnect: typeof Core.approveConnect;
  rejectConnect: typeof Core.rejectConnect;
  listenToApps: typeof Core.listenToApps;
  answerResult: typeof Core.answerResult;
  answerError: typeof Core.answerError;
  disconnectApp: typeof Core.disconnectApp;
  acceptDisconnect: typeof Core.acceptDisconnect;
  reviewTransaction: typeof Core.reviewTransaction;
  /** The core's, with the page's transfer lock bound (the wallet's own send takes the same one). */
  signAndSendTransaction: (
    input: Omit<Parameters<typeof Core.signAndSendTransaction>[0], 'lock'>,
  ) => ReturnType<typeof Core.signAndSendTransaction>;
  signDataRequest: typeof Core.signDataRequest;
}
