import { sign } from '@ton/crypto';
import { WalletError } from '../errors';
import { buildExternal } from '../send/external-message';
import { DEFAULT_SEND_MODE, MESSAGE_LIFETIME_SECONDS } from '../send/send-constants';
import { openSendingWallet } from '../send/sending-wallet';
import type { TonApiClient } from '../tonapi/tonapi-client';
import { normalizedMessageHash } from './message-hash';
import { toInternalMessages, totalAmount } from './request-messages';
import { type ConnectedWallet, TONCONNECT_ERROR, type WalletRequest } from './tonconnect-api';
import { TonConnectRefusal } from './tonconnect-refusal';
import { isStillValid } from './valid-until';

type SendTransactionRequest = Extract<WalletRequest, { kind: 'sendTransaction' }>;

/**
 * Signs and publishes what the user confirmed. valid_until is checked again (the user may have
 * read for minutes) against both the device's and the chain's clock; the signed message lives
 * until the earlier of the dApp's deadline and chain time + 3300 s. Send mode 3 always: a dApp
 * never gets "carry the whole balance" (128) or "destroy if empty" (32) from this wallet.
 */
export async function signAndSendTransaction(input: {
  request: SendTransactionRequest;
  wallet: ConnectedWallet;
  secretKey: Uint8Array;
  tonapi: TonApiClient;
  nowMs: number;
}): Promise<{ boc: string; messageHash: string }> {
  const { request, wallet, tonapi } = input;
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
  const { boc } = await buildExternal(
    sending,
    {
      seqno,
      validUntil: Math.min(validUntil, chainNow + MESSAGE_LIFETIME_SECONDS),
      messages: toInternalMessages(request.messages),
      sendMode: DEFAULT_SEND_MODE,
      signer: async (message) => sign(message.hash(), secretKey),
    },
    { isDeployed },
  );
  await tonapi.sendMessage(boc.toBoc().toString('hex'));
  return { boc: boc.toBoc().toString('base64'), messageHash: normalizedMessageHash(boc) };
}

function expired(): TonConnectRefusal {
  return new TonConnectRefusal(
    TONCONNECT_ERROR.badRequest,
    'The request has expired (valid_until has passed)',
  );
}
