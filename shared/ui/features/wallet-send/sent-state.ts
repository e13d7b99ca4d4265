import type { SentTransfer, TransferDraft } from '../../wallet-ui/chain/wallet-chain';
import type { FeePayer } from './amount-rules';

/**
 * What the success screen needs about a published transfer, handed over in the router's state:
 * public facts only (amounts as decimal strings, since router state must be serialisable).
 */
export interface SentState {
  messageHash: string;
  to: string;
  amount: string;
  decimals: number;
  symbol: string;
  /** The fee paid: nanoTON when TON paid it, the token's units when the relay took it in the token. */
  fee: string;
  feePayer: FeePayer;
}

export function sentStateOf(
  transfer: TransferDraft,
  sent: SentTransfer,
  fee: bigint,
  feePayer: FeePayer,
): SentState {
  return {
    messageHash: sent.messageHash,
    to: transfer.to,
    amount: transfer.amount.toString(),
    decimals: transfer.token.decimals,
    symbol: transfer.token.symbol,
    fee: fee.toString(),
    feePayer,
  };
}

/** Reads the router state back, or null when the page was opened without one (a reload). */
export function readSentState(state: unknown): SentState | null {
  if (typeof state !== 'object' || state === null) return null;
  const record = state as Record<string, unknown>;
  const fields = ['messageHash', 'to', 'amount', 'symbol', 'fee'] as const;
  if (!fields.every((field) => typeof record[field] === 'string')) return null;
  if (typeof record.decimals !== 'number') return null;
  if (record.feePayer !== 'ton' && record.feePayer !== 'token') return null;
  return record as unknown as SentState;
}
