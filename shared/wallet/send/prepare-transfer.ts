import { Address, type MessageRelaxed, type SendMode } from '@ton/core';
import { WalletError } from '../errors';
import { parseTokenSlug, type TokenSlug } from '../token-slug';
import type { TonApiClient } from '../tonapi/tonapi-client';
import type { TonApiJettonBalance } from '../tonapi/tonapi-schemas';
import type { WalletVersion } from '../versions';
import { checkTonApiStatus } from './check-tonapi-status';
import {
  DEFAULT_SEND_MODE,
  JETTON_TRANSFER_TON,
  JETTON_TRANSFER_TON_MIN,
  MESSAGE_LIFETIME_SECONDS,
  SEND_ALL_MODE,
} from './send-constants';
import { openSendingWallet, type SendingWallet } from './sending-wallet';
import { buildJettonTransferMessage, buildTonTransferMessage } from './transfer-messages';

export interface TransferRequest {
  version: WalletVersion;
  publicKey: Uint8Array;
  /** The recipient, friendly (`UQ…`/`EQ…`) or raw (`0:<hex>`). */
  to: string;
  token: TokenSlug;
  /** In the token's smallest unit (nanotons for TON). Ignored when `isMax` is set for TON. */
  amount: bigint;
  comment?: string;
  /** TON only: send the whole balance; the wallet pays the fees out of it (mode 128). */
  isMax?: boolean;
}

/** Everything a transfer needs except the signature: what the wallet will sign, and its context. */
export interface PreparedTransfer {
  wallet: SendingWallet;
  isDeployed: boolean;
  seqno: number;
  /** Chain time when prepared and the message's valid_until (chain time + 3300 s). */
  chainNow: number;
  validUntil: number;
  messages: MessageRelaxed[];
  sendMode: SendMode;
  tonBalanceNano: bigint;
  /** The token's balance in its units (the TON balance for TON). */
  tokenBalance: bigint;
  /** TON that leaves the wallet and does not come back (the amount for TON, 0 for a jetton). */
  tonSentNano: bigint;
  /** TON the wallet must hold besides the fee (amount for TON, the attached TON for a jetton). */
  tonRequiredNano: bigint;
  jettonWallet?: Address;
}

/**
 * The checks and reads before signing: tonapi's health, the wallet's state and seqno, the
 * chain's time for valid_until, the recipient, the balances, and the message itself.
 */
export async function prepareTransfer(
  tonApi: TonApiClient,
  request: TransferRequest,
): Promise<PreparedTransfer> {
  await checkTonApiStatus(tonApi);
  const wallet = openSendingWallet(request.version, request.publicKey);
  const recipient = parseRecipient(request.to);
  const token = parseTokenSlug(request.token);
  if (!request.isMax && request.amount <= 0n)
    throw new WalletError('INVALID_AMOUNT', { amount: String(request.amount) });
  if (request.isMax && token.kind !== 'ton')
    throw new WalletError('INVALID_AMOUNT', { reason: 'max is for TON' });

  const address = wallet.address.toRawString();
  const [account, chainNow] = await Promise.all([tonApi.getAccount(address), tonApi.getTime()]);
  const isDeployed = account.status === 'active';
  // An undeployed wallet has no seqno yet; its first message carries the state init and seqno 0.
  const seqno = isDeployed ? await tonApi.getSeqno(address) : 0;
  const base = { wallet, isDeployed, seqno, chainNow, validUntil: chainNow + MESSAGE_LIFETIME_SECONDS };

  if (token.kind === 'ton') {
    const amount = request.isMax ? account.balance : request.amount;
    if (!request.isMax && account.balance < amount) throw insufficient(account.balance, amount);
    const bounce = await chooseBounce(tonApi, recipient);
    return {
      ...base,
      messages: [
        buildTonTransferMessage({
          to: recipient.address,
          amountNano: amount,
          bounce,
          comment: request.comment,
        }),
      ],
      sendMode: request.isMax ? SEND_ALL_MODE : DEFAULT_SEND_MODE,
      tonBalanceNano: account.balance,
      tokenBalance: account.balance,
      tonSentNano: amount,
      tonRequiredNano: request.isMax ? 0n : amount,
    };
  }

  const holding = findJetton(await tonApi.getJettonBalances(address), token.master);
  if (holding.balance < request.amount) throw insufficient(holding.balance, request.amount);
  const jettonWallet = Address.parse(holding.wallet_address.address);
  const attachedTonNano =
    account.balance >= JETTON_TRANSFER_TON + JETTON_TRANSFER_TON_MIN
      ? JETTON_TRANSFER_TON
      : JETTON_TRANSFER_TON_MIN;
  const message = buildJettonTransferMessage({
    senderJettonWallet: jettonWallet,
    sender: wallet.address,
    recipient: recipient.address,
    jettonAmount: request.amount,
    attachedTonNano,
    queryId: BigInt(chainNow) * 1000n + BigInt(seqno % 1000),
    comment: request.comment,
  });
  return {
    ...base,
    messages: [message],
    sendMode: DEFAULT_SEND_MODE,
    tonBalanceNano: account.balance,
    tokenBalance: holding.balance,
    tonSentNano: 0n,
    tonRequiredNano: attachedTonNano,
    jettonWallet,
  };
}

interface Recipient {
  address: Address;
  /** The bounce flag the user's address form asks for; raw addresses say nothing (bounceable). */
  isBounceable: boolean;
}

function parseRecipient(text: string): Recipient {
  const trimmed = text.trim();
  try {
    if (Address.isFriendly(trimmed)) {
      const friendly = Address.parseFriendly(trimmed);
      return { address: friendly.address, isBounceable: friendly.isBounceable };
    }
    return { address: Address.parseRaw(trimmed), isBounceable: true };
  } catch (cause) {
    throw new WalletError('INVALID_RECIPIENT_ADDRESS', { to: text }, { cause });
  }
}

/** Bouncing to an account without code would return the TON minus fees: send to it non-bounceable. */
async function chooseBounce(tonApi: TonApiClient, recipient: Recipient): Promise<boolean> {
  if (!recipient.isBounceable) return false;
  const account = await tonApi.getAccount(recipient.address.toRawString());
  return account.status === 'active';
}

function findJetton(balances: TonApiJettonBalance[], master: Address): TonApiJettonBalance {
  const holding = balances.find((entry) => Address.parse(entry.jetton.address).equals(master));
  if (!holding) throw new WalletError('INSUFFICIENT_BALANCE', { jetton: master.toRawString(), balance: '0' });
  return holding;
}

function insufficient(balance: bigint, amount: bigint): WalletError {
  return new WalletError('INSUFFICIENT_BALANCE', { balance: String(balance), amount: String(amount) });
}
