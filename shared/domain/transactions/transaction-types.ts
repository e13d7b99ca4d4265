import type { MessageKey } from '@ferry/locales';

/**
 * The 22 transaction types, then the three further kinds (spec 000 §3), then Ferry's own:
 * FARM_REWARD, farm points converted into balance (issue 29; docs/decisions.md "The farm"), and
 * REF_CLAWBACK, a referral reward taken back after the friend's deposit was refunded
 * (docs/decisions.md "Frens: a clawback is a REF_CLAWBACK").
 */
export const TRANSACTION_TYPES = [
  'CONVERT',
  'PAYIN',
  'SERVICE_PAYMENT',
  'SERVICE_CONVERT_PAYMENT',
  'PAYOUT',
  'CONVERT_PAYOUT',
  'PAYIN_CONVERT',
  'UCONVERT_PAYOUT',
  'UPAYOUT',
  'UDEPOSIT',
  'CARD_DEBIT',
  'CARD_BONUS',
  'CARD_CREDIT',
  'CARD_REFUND',
  'CARD_WITHDRAWAL',
  'OVERDRAFT_REPAY',
  'OVERDRAFT_CONVERT_REPAY',
  'REF_DEPOSIT',
  'REF_CONVERT',
  'UCONVERT',
  'EXCHANGE',
  'AUTOPAYIN',
  'UTRANSACTION',
  'AUTOPAYIN_CONVERT',
  'AUTOEXCHANGE',
  'FARM_REWARD',
  'REF_CLAWBACK',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** Unified transactions run one flow (confirm, requisites) for several balance operations. */
export const UNIFIED_TRANSACTION_TYPES = [
  'UPAYOUT',
  'UDEPOSIT',
  'UCONVERT',
  'UCONVERT_PAYOUT',
] as const satisfies readonly TransactionType[];
export type UnifiedTransactionType = (typeof UNIFIED_TRANSACTION_TYPES)[number];

export function isTransactionType(value: unknown): value is TransactionType {
  return typeof value === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(value);
}

export function isUnifiedType(type: string): type is UnifiedTransactionType {
  return (UNIFIED_TRANSACTION_TYPES as readonly string[]).includes(type);
}

/** The name a statement shows for a transaction of this type. */
export function transactionTypeLabelKey(type: TransactionType): MessageKey {
  return `domain.transactionType.${type}`;
}
