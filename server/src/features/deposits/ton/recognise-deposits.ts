import type { CommittedTrace, CommittedTransaction } from '../../../providers/ton-chain/ton-chain';
import type { HotWallets, TonDepositCurrency } from './ton-hot-wallets';

/** TEP-74 internal_transfer: the message a jetton wallet accepts tokens with. */
const JETTON_INTERNAL_TRANSFER = 0x178d4519;

/** A transfer the chain committed into one of Ferry's hot wallets. */
export interface ObservedDeposit {
  /** Hash of the transaction that took the money in: the deposit's identity on the chain. */
  txHash: string;
  eventId: string;
  height: number;
  currency: TonDepositCurrency;
  /** Nanotons for TON, jetton units (6 decimals) for USDT. */
  amountMinor: bigint;
  /** Raw form of the sending wallet. */
  sender: string;
  /** The memo as sent, trimmed; null when the transfer carried none. */
  comment: string | null;
}

export interface WatchedAccounts {
  hotWallets: HotWallets;
  /**
   * Raw forms of the USDT jetton wallets the USDT master names for Ferry's hot wallets: the USDT
   * one, and the TON one (USDT sent to the TON address by mistake is still seen, and claimable).
   */
  ferryJettonWallets: readonly string[];
}

const memoOf = (comment: string | undefined) => {
  const trimmed = comment?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The deposits in one committed trace:
 * - TON: a plain transfer (empty body or a text comment, op 0) that reached a hot wallet and did
 *   not bounce. Any other op (a jetton notification, an excess) is not a TON deposit.
 * - USDT: an internal_transfer the Ferry jetton wallet accepted. That wallet's address comes from
 *   the USDT master itself (get_wallet_address), and a jetton wallet only accepts internal
 *   transfers from a wallet of the same master, so nobody can fake one with a contract of their
 *   own, as they could a transfer_notification sent straight to the hot wallet. The sender and
 *   the forward-payload comment are those of the trace's JettonTransfer action built from the
 *   same transaction (a mint from the master is no deposit and has no such action).
 */
export function recogniseDeposits(trace: CommittedTrace, watched: WatchedAccounts): ObservedDeposit[] {
  const hotRaws = new Set(Object.values(watched.hotWallets).map((wallet) => wallet.raw));
  const jettonWallets = new Set(watched.ferryJettonWallets);
  const found: ObservedDeposit[] = [];
  for (const tx of trace.transactions) {
    if (!tx.success || tx.inMessage.kind !== 'internal' || tx.inMessage.bounced) continue;
    const base = { txHash: tx.hash, eventId: trace.eventId, height: trace.height };
    if (hotRaws.has(tx.account)) {
      const deposit = tonDeposit(tx);
      if (deposit) found.push({ ...base, ...deposit });
    } else if (jettonWallets.has(tx.account)) {
      const deposit = jettonDeposit(trace, tx);
      if (deposit) found.push({ ...base, ...deposit });
    }
  }
  return found;
}

function tonDeposit(tx: CommittedTransaction) {
  const message = tx.inMessage;
  if (message.kind !== 'internal' || message.value <= 0n) return undefined;
  if (message.op !== undefined && message.op !== 0) return undefined;
  return {
    currency: 'TON' as const,
    amountMinor: message.value,
    sender: message.source,
    comment: memoOf(message.comment),
  };
}

function jettonDeposit(trace: CommittedTrace, tx: CommittedTransaction) {
  const message = tx.inMessage;
  if (message.kind !== 'internal' || message.op !== JETTON_INTERNAL_TRANSFER) return undefined;
  const amount = message.jettonAmount ?? 0n;
  if (amount <= 0n) return undefined;
  const action = trace.event.actions.find(
    (candidate) =>
      candidate.type === 'JettonTransfer' &&
      candidate.status === 'ok' &&
      candidate.base_transactions.includes(tx.hash),
  )?.JettonTransfer;
  if (!action) return undefined;
  return {
    currency: 'USDT' as const,
    amountMinor: amount,
    // Without a named sender the deposit can still be matched by memo, never claimed.
    sender: action.sender?.address ?? message.source,
    comment: memoOf(action.comment),
  };
}
