import { TonApiClient } from '@ton-api/client';

/**
 * tonapi's own client (`@ton-api/client`, a test dependency of the server), so the server's tests
 * prove our `/tonapi` speaks the wire format tonapi's clients parse.
 */
export async function loadTonApiClient(): Promise<{ TonApiClient: typeof TonApiClient }> {
  return { TonApiClient };
}
