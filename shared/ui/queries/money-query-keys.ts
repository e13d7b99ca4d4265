/**
 * Query keys of the money screens, one place so a live event can refresh every view of a
 * transaction or a balance: the live connection invalidates by the first element.
 */
export const moneyQueryKeys = {
  balances: (profileId: string | null) => ['balances', profileId] as const,
  balancesTotal: (profileId: string | null, currency: string) =>
    ['balances-total', profileId, currency] as const,
  transactions: (profileId: string | null, filters: Record<string, string | undefined>) =>
    ['transactions', profileId, filters] as const,
  transaction: (profileId: string | null, externalId: string) =>
    ['transaction', profileId, externalId] as const,
};

/** What a `transaction.changed` or `balance.changed` event makes stale. */
export const MONEY_QUERY_ROOTS = ['balances', 'balances-total', 'transactions', 'transaction'] as const;
