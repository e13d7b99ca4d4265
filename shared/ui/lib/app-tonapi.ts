import { createTonApiClient, type TonApiClient } from '@ferry/shared/wallet';
import { host } from './host';

let shared: TonApiClient | null = null;

/**
 * The visit's one chain-service client, on this origin's `/tonapi` (the server's local chain or
 * its proxy to TonAPI): the wallet's screens, TON Connect and paying from a wallet all read the
 * chain through it, so its settings live in one place.
 */
export function appTonApi(): TonApiClient {
  shared ??= createTonApiClient({
    baseUrl: `${host.origin()}/tonapi`,
    fetch: globalThis.fetch.bind(globalThis),
  });
  return shared;
}
