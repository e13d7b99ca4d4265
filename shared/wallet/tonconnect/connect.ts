import { Address, beginCell, storeStateInit } from '@ton/core';
import { SessionCrypto } from '@tonconnect/protocol';
import type { TonConnectManifest } from '../../contracts/tonconnect';
import { openWalletContract } from '../versions/open-wallet-contract';
import { postToBridge } from './bridge-post';
import { signTonProof, tonProofPayloadOf } from './ton-proof';
import {
  type ConnectedWallet,
  type DeviceInfo,
  TONCONNECT_ERROR,
  type TonConnectEnvironment,
  type TonConnectErrorCode,
  type TonConnectLinkRequest,
  type TonConnectSession,
  type TonConnectSessionStore,
} from './tonconnect-api';
import { TonConnectRefusal } from './tonconnect-refusal';
import { deviceReply, TONCONNECT_NETWORK } from './wallet-features';

/** Base64 BoC of the wallet's StateInit: the dApp (and ton_proof checkers) derive the address from it. */
export function walletStateInitOf(wallet: ConnectedWallet): string {
  const contract = openWalletContract(wallet.publicKey, wallet.version);
  if (!contract.address.equals(Address.parseRaw(wallet.rawAddress))) {
    throw new TonConnectRefusal(
      TONCONNECT_ERROR.unknown,
      'The wallet address does not match its key and version',
    );
  }
  return beginCell().store(storeStateInit(contract.init)).endCell().toBoc().toString('base64');
}

/**
 * Answers a connect link: fresh session keys, the ConnectEventSuccess through the bridge, then the
 * session saved (only once the dApp could be told, so a failed post leaves nothing half-connected).
 */
export async function approveConnect(input: {
  request: TonConnectLinkRequest;
  manifest: TonConnectManifest;
  domain: string;
  wallet: ConnectedWallet;
  secretKey: Uint8Array | null;
  device: DeviceInfo;
  store: TonConnectSessionStore;
  env: TonConnectEnvironment;
}): Promise<TonConnectSession> {
  const { request, wallet } = input;
  if (request.r === null) {
    throw new TonConnectRefusal(TONCONNECT_ERROR.badRequest, 'The link carries no connect request');
  }
  const nowMs = (input.env.now ?? Date.now)();
  const items: unknown[] = [
    {
      name: 'ton_addr',
      address: Address.parseRaw(wallet.rawAddress).toRawString(),
      network: TONCONNECT_NETWORK,
      publicKey: wallet.publicKey.toLowerCase(),
      walletStateInit: walletStateInitOf(wallet),
    },
  ];
  const proofPayload = tonProofPayloadOf(request);
  if (proofPayload !== null) {
    if (input.secretKey === null) {
      throw new TonConnectRefusal(TONCONNECT_ERROR.badRequest, 'ton_proof needs the unlocked wallet key');
    }
    const proof = signTonProof({
      rawAddress: wallet.rawAddress,
      domain: input.domain,
      timestampSeconds: Math.floor(nowMs / 1000),
      payload: proofPayload,
      secretKey: input.secretKey,
    });
    items.push({ name: 'ton_proof', proof });
  }

  const crypto = new SessionCrypto();
  const keys = crypto.stringifyKeypair();
  // Event ids start at the clock: the SDK drops events whose id is not above the last one it saw,
  // and a dApp may have talked to an earlier session of ours.
  const connectEventId = nowMs;
  await postToBridge({
    crypto,
    to: request.id,
    payload: {
      event: 'connect',
      id: connectEventId,
      payload: { items, device: deviceReply(input.device, wallet.version) },
    },
    env: input.env,
  });
  const session: TonConnectSession = {
    sessionId: keys.publicKey,
    sessionSecretKey: keys.secretKey,
    appClientId: request.id,
    manifestUrl: request.r.manifestUrl,
    manifest: input.manifest,
    domain: input.domain,
    wallet,
    connectedAt: nowMs,
    // The SDK numbers its requests from 0.
    lastRequestId: -1,
    nextEventId: connectEventId + 1,
    lastBridgeEventId: null,
  };
  // Connecting the same app again with the same wallet replaces the old connection: one line per
  // app in the list, and the old keys (which the dApp has dropped) stop being listened on.
  for (const older of input.store.list()) {
    const isSameApp =
      older.manifest.url === input.manifest.url && older.wallet.rawAddress === wallet.rawAddress;
    if (isSameApp) input.store.remove(older.sessionId);
  }
  input.store.save(session);
  return session;
}

/** A connect_error from throw-away keys: there is no session to keep for a refused connection. */
export async function rejectConnect(input: {
  appClientId: string;
  code: TonConnectErrorCode;
  message: string;
  env: TonConnectEnvironment;
}): Promise<void> {
  const nowMs = (input.env.now ?? Date.now)();
  await postToBridge({
    crypto: new SessionCrypto(),
    to: input.appClientId,
    payload: { event: 'connect_error', id: nowMs, payload: { code: input.code, message: input.message } },
    env: input.env,
  });
}
