import { WalletError } from '../errors';
import type { TonApiClient } from '../tonapi/tonapi-client';
import { MAX_INDEXING_LATENCY_SECONDS } from './send-constants';

/**
 * Refuses to send while tonapi is offline or its indexer lags more than the message lifetime
 * minus 30 s: the wallet could not learn the message's fate before it expires (001 §8).
 */
export async function checkTonApiStatus(tonApi: TonApiClient): Promise<void> {
  const status = await tonApi.getStatus();
  if (!status.rest_online || !(status.indexing_latency < MAX_INDEXING_LATENCY_SECONDS)) {
    throw new WalletError('TONAPI_UNAVAILABLE', {
      restOnline: status.rest_online,
      indexingLatency: status.indexing_latency,
    });
  }
}
