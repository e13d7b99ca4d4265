import { Base64, hexToByteArray, SessionCrypto } from '@tonconnect/protocol';
import type { TonConnectEnvironment } from './tonconnect-api';

/** The bridge keeps a message at most 300 s (bridge.md); a dApp that comes back later re-asks. */
const MESSAGE_TTL_SECONDS = 300;

export class BridgePostError extends Error {
  override readonly name = 'BridgePostError';
  constructor(readonly status: number) {
    super(`The bridge refused the message (HTTP ${status})`);
  }
}

/** Session keys from their stored hex form. */
export function sessionCryptoOf(keys: { sessionId: string; sessionSecretKey: string }): SessionCrypto {
  return new SessionCrypto({ publicKey: keys.sessionId, secretKey: keys.sessionSecretKey });
}

/**
 * Encrypts one wallet message for the dApp (nacl.box with our session key) and posts it to the
 * bridge. `no_request_source`: the dApp has no use for the wallet's IP, so the bridge need not
 * seal it for them.
 */
export async function postToBridge(input: {
  crypto: SessionCrypto;
  to: string;
  payload: unknown;
  env: TonConnectEnvironment;
  topic?: 'disconnect';
}): Promise<void> {
  const query = new URLSearchParams({
    client_id: input.crypto.sessionId,
    to: input.to,
    ttl: String(MESSAGE_TTL_SECONDS),
    no_request_source: 'true',
  });
  if (input.topic) query.set('topic', input.topic);
  const body = Base64.encode(input.crypto.encrypt(JSON.stringify(input.payload), hexToByteArray(input.to)));
  const doFetch = input.env.fetch ?? fetch;
  const response = await doFetch(`${input.env.bridgeUrl.replace(/\/+$/, '')}/message?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body,
  });
  // The body is small ({"message":"OK"}); read it so the connection is released.
  await response.text().catch(() => '');
  if (!response.ok) throw new BridgePostError(response.status);
}
