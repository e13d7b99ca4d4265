import { mnemonicNew, mnemonicToPrivateKey } from '@ton/crypto';
import { Base64, hexToByteArray, SessionCrypto } from '@tonconnect/protocol';
import { walletRawAddress } from '../versions/open-wallet-contract';
import type { WalletVersion } from '../versions/wallet-versions';
import type { ConnectedWallet, KeyValueStorage, TonConnectSession } from './tonconnect-api';

/** Shared by the tonconnect unit tests: real keys, a dApp's session keys, a recording bridge. */
export async function makeWallet(version: WalletVersion = 'v5R1') {
  const keys = await mnemonicToPrivateKey(await mnemonicNew());
  const wallet: ConnectedWallet = {
    rawAddress: walletRawAddress(keys.publicKey, version),
    publicKey: keys.publicKey.toString('hex'),
    version,
  };
  return { keys, wallet };
}

export function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

export interface Posted {
  url: URL;
  body: string;
}

/** A fetch that answers the bridge's POST /message with 200 and records each call. */
export function recordingBridge(): { fetch: typeof fetch; posted: Posted[] } {
  const posted: Posted[] = [];
  const fake = (async (input: string | URL | Request, init?: RequestInit) => {
    posted.push({ url: new URL(String(input), 'http://bridge.test'), body: String(init?.body ?? '') });
    return new Response('{"message":"OK","statusCode":200}', { status: 200 });
  }) as typeof fetch;
  return { fetch: fake, posted };
}

/** Opens what the wallet posted, as the dApp would. */
export function openPosted(dapp: SessionCrypto, posted: Posted): unknown {
  const from = posted.url.searchParams.get('client_id') as string;
  return JSON.parse(dapp.decrypt(Base64.decode(posted.body).toUint8Array(), hexToByteArray(from)));
}

export function sessionFor(
  wallet: ConnectedWallet,
  dapp: SessionCrypto,
  url = 'https://app.example',
): TonConnectSession {
  const keys = new SessionCrypto().stringifyKeypair();
  return {
    sessionId: keys.publicKey,
    sessionSecretKey: keys.secretKey,
    appClientId: dapp.sessionId,
    manifestUrl: `${url}/tonconnect-manifest.json`,
    manifest: { url, name: 'Example', iconUrl: `${url}/icon.png` },
    domain: new URL(url).host,
    wallet,
    connectedAt: 0,
    lastRequestId: -1,
    nextEventId: 1,
    lastBridgeEventId: null,
  };
}

/** A dApp's bridge event for the session: its RPC encrypted to our session key. */
export function dappEvent(
  dapp: SessionCrypto,
  session: TonConnectSession,
  rpc: unknown,
  requestSource?: unknown,
): { from: string; message: string; request_source?: string } {
  const message = Base64.encode(dapp.encrypt(JSON.stringify(rpc), hexToByteArray(session.sessionId)));
  if (requestSource === undefined) return { from: dapp.sessionId, message };
  return { from: dapp.sessionId, message, request_source: sealSource(requestSource, session.sessionId) };
}

/** The bridge's sealed request_source: ephemeral key ‖ nonce ‖ box. */
export function sealSource(source: unknown, recipientHex: string): string {
  const ephemeral = new SessionCrypto();
  const box = ephemeral.encrypt(JSON.stringify(source), hexToByteArray(recipientHex));
  const bytes = new Uint8Array(32 + box.length);
  bytes.set(hexToByteArray(ephemeral.sessionId), 0);
  bytes.set(box, 32);
  return Base64.encode(bytes);
}
