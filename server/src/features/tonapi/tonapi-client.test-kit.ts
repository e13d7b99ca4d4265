import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '../../config/config';

/**
 * tonapi's own client (`@ton-api/client`, a dependency of the wallet in `shared/`, not of the
 * server), loaded from there at run time so the server's tests prove our `/tonapi` speaks the
 * wire format the wallet parses. Untyped here: the server may not import shared's packages.
 */
// biome-ignore lint/suspicious/noExplicitAny: the client's types live in another package (see above)
type LooseClient = any;

export async function loadTonApiClient(): Promise<{
  TonApiClient: new (config: { baseUrl: string; fetch: typeof fetch }) => LooseClient;
}> {
  const entry = path.join(REPO_ROOT, 'shared/node_modules/@ton-api/client/dist/client.js');
  return (await import(pathToFileURL(entry).href)) as {
    TonApiClient: new (config: { baseUrl: string; fetch: typeof fetch }) => LooseClient;
  };
}
