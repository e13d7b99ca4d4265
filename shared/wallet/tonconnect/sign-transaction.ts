import { sign } from '@ton/crypto';
import { WalletError } from '../errors';
import { buildExternal } from '../send/external-message';
import {
  DEFAULT_SEND_MODE,
  MAX_INDEXING_LATENCY_SECONDS,
  MESSAGE_LIFETIME_SECONDS,
  TRANSFER_LOCK_WAIT_MS,
} from '../send/send-constants';
import { openSendingWallet } from '../send/sending-wallet';
import { type TrackResult, trackMessage } from '../send/track-message';
import type { TransferLock } from '../send/transfer-lock';
import type { TonApiClient } from '../tonapi/tonapi-client';
import { normalizedMessageHash } from './message-hash';
import { toInternalMessages, totalAmount } from './request-messages';
import { type ConnectedWallet, TONCONNECT_ERROR, type WalletRequest } from './tonconnect-api';
import { TonConnectRefusal } from './tonconnect-refusal';
import { isStillValid } from './valid-until';

type SendTransactionRequest = Extract<WalletRequest, { kind: 'sendTransaction' }>;

/** Time the local view of the chain may lag behind it, beyond a message's lifetime (as the wallet's send). */
const INDEXER_MARGIN_SECONDS = MESSAGE_LIFETIME_SECONDS - MAX_INDEXING_LATENCY_SECONDS;

/**
 * Signs and publishes what the user confirmed. valid_until is checked again (the user may have
 * read for minutes) against both the device's and the chain's clock; the signed message lives
 * until the earlier of the dApp's deadline and chain time + 3300 s. Send mode 3 always: a dApp
 * never gets "carry the whole balance" (128) or "destroy if empty" (32) from this wallet.
 *
 * It goes through the wallet's one transfer lock (`lock`, the same the wallet's own send takes):
 * the seqno is read only once every earlier transfer of the wallet is final, and the lock is held
 * until this one is (`done`), so two sends at once carry two seqnos and both land. It waits its
 * turn at most until the request expires (and TRANSFER_LOCK_WAIT_MS).
 */
export async function signAndSendTransaction(input: {
  request: SendTransactionRequest;
  wallet: ConnectedWallet;
  secretKey: Uint8Array;
  tonapi: TonApiClient;
  nowMs: number;
  lock: TransferLock;
}): Promise<{ boc: string; messageHash: string; done: Promise<TrackResult> }> {
  const { request, wallet } = input;
  const validUntil = request.validUntil;
  if (validUntil === null || !isStillValid(validUntil, input.nowMs)) throw expired();
  const publicKey = Buffer.from(wallet.publicKey, 'hex');
  // An ed25519 secret key ends with its public key: refuse to sign with another wallet's key.
  if (input.secretKey.length !== 64 || !Buffer.from(input.secretKey.subarray(32)).equals(publicKey)) {
    throw new WalletError('ACTIVE_WALLET_NOT_FOUND', { reason: 'the key is not this wallet’s' });
  }
  const sending = openSendingWallet(wallet.version, publicKey);
  const address = sending.address.toRawString();
  if (address !== wallet.rawAddress.toLowerCase()) {
    throw new WalletError('ACTIVE_WALLET_NOT_FOUND', { reason: 'the address does not match the key' });
  }
  const waitMs = Math.min(TRANSFER_LOCK_WAIT_MS, validUntil * 1000 - input.nowMs);
  const startedMs = Date.now();
  const release = await input.lock.take(address, { waitMs });
  try {
    // The turn may have come late: the request must still be valid when its seqno is read.
    const nowMs = input.nowMs + (Date.now() - startedMs);
    return await signAndPublish({ ...input, nowMs }, sending, release);
  } catch (error) {
    release();
    throw error;
  }
}

async function signAndPublish(
  input: Parameters<typeof signAndSendTransaction>[0],
  sending: ReturnType<typeof openSendingWallet>,
  release: () => void,
) {
  const { request, tonapi } = input;
  const validUntil = request.validUntil ?? 0;
  const address = sending.address.toRawString();
  if (!isStillValid(validUntil, input.nowMs)) throw expired();
  const [account, chainNow] = await Promise.all([tonapi.getAccount(address), tonapi.getTime()]);
  if (validUntil <= chainNow) throw expired();
  const needed = totalAmount(request.messages);
  if (account.balance < needed) {
    throw new WalletError('INSUFFICIENT_BALANCE', {
      balance: String(account.balance),
      required: String(needed),
    });
  }
  const isDeployed = account.status === 'active';
  // An undeployed wallet has no seqno yet: its first message carries the state init and seqno 0.
  const seqno = isDeployed ? await tonapi.getSeqno(address) : 0;
  const secretKey = Buffer.from(input.secretKey);
  const messageValidUntil = Math.min(validUntil, chainNow + MESSAGE_LIFETIME_SECONDS);
  const { boc } = await buildExternal(
    sending,
    {
      seqno,
      validUntil: messageValidUntil,
      messages: toInternalMessages(request.messages),
      sendMode: DEFAULT_SEND_MODE,
      signer: async (message) => sign(message.hash(), secretKey),
    },
    { isDeployed },
  );
  await tonapi.sendMessage(boc.toBoc().toString('hex'));
  const messageHash = normalizedMessageHash(boc);
  // Held until the message is final or can no longer land: the next send reads the next seqno.
  const deadlineMs = Date.now() + (messageValidUntil - chainNow + INDEXER_MARGIN_SECONDS) * 1000;
  const done = trackMessage(tonapi, messageHash, { deadlineMs }).finally(release);
  // The dApp has its answer already; a tracking failure only frees the lock early.
  done.catch(() => undefined);
  return { boc: boc.toBoc().toString('base64'), messageHash, done };
}

function expired(): TonConnectRefusal {
  return new TonConnectRefusal(
    TONCONNECT_ERROR.badRequest,
    'The request has expired (valid_until has passed)',
  );
}
