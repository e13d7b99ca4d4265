import type { TransactionType } from '../transactions/transaction-types';

export type CardEntryType = Extract<
  TransactionType,
  'CARD_DEBIT' | 'CARD_CREDIT' | 'CARD_REFUND' | 'CARD_BONUS' | 'CARD_WITHDRAWAL'
>;

/**
 * What the ledger does for an event, as data. A hold reserves part of a balance; `settle` turns
 * held money into the debit that follows it; `release` gives held money back. An entry moves money
 * between the balance and the network (or the house account, for cashback).
 */
export type CardPosting =
  | { kind: 'hold'; authorizationId: string; currency: string; amountMinor: bigint }
  | { kind: 'settle'; authorizationId: string; currency: string; amountMinor: bigint }
  | {
      kind: 'release';
      authorizationId: string;
      currency: string;
      amountMinor: bigint;
      cause: 'reversal' | 'expiry' | 'capture';
    }
  | {
      kind: 'entry';
      type: CardEntryType;
      side: 'debit' | 'credit';
      currency: string;
      amountMinor: bigint;
      counterparty: 'network' | 'house';
      authorizationId?: string;
    };
