import { decimalToMinor, findCurrency } from '@ferry/shared/domain';
import type { WithdrawTerms } from '../utils/withdraw-amount';
import { useWithdrawBalances, useWithdrawPwCurrencies, type WithdrawRow } from './withdraw-queries';

/** The catalogue's scale of a currency; 2 for a code the catalogue does not know. */
export function scaleOf(currency: string): number {
  return findCurrency(currency)?.scale ?? 2;
}

/**
 * What one payway offers for `currency` (one row per network for crypto) and the balance the
 * withdrawal is paid from, joined into the terms the amount is checked against.
 */
export function useWithdrawTerms(payway: string, currency: string, network: string | null) {
  const balances = useWithdrawBalances();
  const rows = useWithdrawPwCurrencies(currency);
  const options: WithdrawRow[] = (rows.data ?? []).filter(
    (row) => row.payway === payway && row.direction === 'withdraw' && row.is_available,
  );
  const row = options.find((option) => option.network === network) ?? (network ? undefined : options[0]);
  const balance = balances.data?.find((entry) => entry.currency === currency);
  const scale = scaleOf(currency);
  const terms: WithdrawTerms | null =
    row && balances.data
      ? {
          scale,
          currency,
          fee: row.fee,
          limits: row.limits,
          networkFee: row.network_fee,
          availableMinor: balance ? (decimalToMinor(balance.available, scale) ?? 0n) : 0n,
        }
      : null;
  return {
    options,
    row,
    terms,
    available: balance?.available ?? '0',
    isLoading: balances.isPending || rows.isPending,
    error: balances.error ?? rows.error,
    refetch: () => {
      void balances.refetch();
      void rows.refetch();
    },
  };
}
