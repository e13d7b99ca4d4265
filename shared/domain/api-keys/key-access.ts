import type { TransactionType } from '../transactions/transaction-types';
import type { ApiKeyPermission } from './api-key-permissions';

/**
 * What an API key needs to make one call of the merchant API (spec 001 §6). A key is let in when
 * it holds any of `anyOf`; `isAdvanced` calls also need the key's advanced flag. A call whose
 * answer is a list of transactions may instead be let in by the read switch of the one
 * transaction type the caller filters on (`byTransactionType`).
 */
export interface KeyAccessRule {
  anyOf: readonly ApiKeyPermission[];
  isAdvanced?: boolean;
  byTransactionType?: boolean;
}

export interface KeyGrant {
  permissions: readonly string[];
  isAdvanced: boolean;
}

/** Which read switch shows which transaction types; a type not listed needs `read_transactions`. */
const READ_SWITCH_TYPES: Readonly<Partial<Record<ApiKeyPermission, readonly TransactionType[]>>> = {
  read_payins: ['PAYIN', 'PAYIN_CONVERT', 'AUTOPAYIN', 'AUTOPAYIN_CONVERT'],
  read_deposits: ['UDEPOSIT', 'REF_DEPOSIT'],
  read_withdrawals: ['PAYOUT', 'CONVERT_PAYOUT', 'UPAYOUT', 'UCONVERT_PAYOUT', 'CARD_WITHDRAWAL'],
  read_payouts: ['PAYOUT', 'CONVERT_PAYOUT', 'UPAYOUT', 'UCONVERT_PAYOUT', 'CARD_WITHDRAWAL'],
  read_converts: ['CONVERT', 'UCONVERT', 'REF_CONVERT'],
  read_exchanges: ['EXCHANGE', 'AUTOEXCHANGE', 'UTRANSACTION'],
  get_exchanges: ['EXCHANGE', 'AUTOEXCHANGE', 'UTRANSACTION'],
};

/** The switches that let a key read transactions of this type. */
export function readSwitchesFor(type: TransactionType): ApiKeyPermission[] {
  return (Object.entries(READ_SWITCH_TYPES) as [ApiKeyPermission, readonly TransactionType[]][])
    .filter(([, types]) => types.includes(type))
    .map(([permission]) => permission);
}

export type KeyAccessRefusal = 'permission_missing' | 'advanced_required' | 'type_filter_required';

/**
 * Whether a key may make a call; the reason when it may not. `transactionType` is the type the
 * call filters on, when it does.
 */
export function checkKeyAccess(
  rule: KeyAccessRule,
  grant: KeyGrant,
  transactionType?: TransactionType,
): KeyAccessRefusal | undefined {
  if (rule.isAdvanced && !grant.isAdvanced) return 'advanced_required';
  const holds = (permission: string) => grant.permissions.includes(permission);
  if (rule.anyOf.some(holds)) return undefined;
  if (!rule.byTransactionType) return 'permission_missing';
  if (transactionType === undefined) return 'type_filter_required';
  return readSwitchesFor(transactionType).some(holds) ? undefined : 'permission_missing';
}

/** The switch a key needs to place an exchange of this kind (buying is switched apart, 001 §6). */
export function exchangeOrderSwitch(kind: 'BUY' | 'SELL' | 'SWAP'): ApiKeyPermission {
  return kind === 'BUY' ? 'create_buy_order' : 'create_sell_swap_order';
}
