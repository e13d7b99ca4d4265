import {
  getBalancesTotal,
  listBalances,
  listTransactions,
  type TransactionView,
} from '@ferry/shared/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { moneyQueryKeys } from '../../../queries/money-query-keys';
import { useSession } from '../../../shell/session/session-context';
import type { TransactionFilters } from '../utils/transaction-filters';

/** A statement page: enough rows to fill a tall screen, small enough to answer fast. */
export const STATEMENT_PAGE_SIZE = 20;

/** The spending chart pages through at the API's largest page, and stops at this many pages. */
const SPENDING_PAGE_SIZE = 100;
const SPENDING_MAX_PAGES = 30;

export function useBalances() {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: moneyQueryKeys.balances(profileId),
    queryFn: async ({ signal }) => (await api.call(listBalances, { signal })).balances,
  });
}

/** The profile's balances valued in one fiat; the previous total stays while another loads. */
export function useBalancesTotal(currency: string) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: moneyQueryKeys.balancesTotal(profileId, currency),
    queryFn: ({ signal }) => api.call(getBalancesTotal, { query: { currency }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** The newest few transactions (the balances screen's "Recent"). */
export function useRecentTransactions(limit: number, currency?: string) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: moneyQueryKeys.transactions(profileId, { view: 'recent', limit: String(limit), currency }),
    queryFn: async ({ signal }) =>
      (await api.call(listTransactions, { query: { limit, ...(currency ? { currency } : {}) }, signal }))
        .transactions,
  });
}

/**
 * Statuses of money still on its way: awaited from the user, moving, or stopped for a choice or
 * for us. Each is asked for by itself (the API filters by one status), so an old transfer still
 * in flight shows however many finished ones came after it.
 */
const IN_FLIGHT_STATUSES = ['NEW', 'WAIT', 'PROCESSING', 'ACTION_REQUIRED', 'MANUAL'] as const;
const IN_FLIGHT_LIMIT = 20;

/** The profile's transactions not yet final (deposits, withdrawals, exchanges), newest first. */
export function useTransactionsInFlight() {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: moneyQueryKeys.transactions(profileId, { view: 'in-flight' }),
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        IN_FLIGHT_STATUSES.map((status) =>
          api.call(listTransactions, { query: { status, limit: IN_FLIGHT_LIMIT }, signal }),
        ),
      );
      return pages
        .flatMap((page) => page.transactions)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
  });
}

/** The statement: filtered transactions, newest first, one page per cursor. */
export function useTransactionPages(filters: TransactionFilters) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useInfiniteQuery({
    queryKey: moneyQueryKeys.transactions(profileId, { view: 'pages', ...filters }),
    queryFn: ({ pageParam, signal }) =>
      api.call(listTransactions, {
        query: { ...filters, limit: STATEMENT_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

/**
 * Every finished outgoing transaction in `currency` since `since`: pages newest first and stops
 * at the first page that reaches back past `since` (or at the page cap).
 */
export async function fetchOutgoingSince(
  api: ApiCaller,
  {
    currency,
    since,
    signal,
    profileId,
  }: {
    currency: string;
    since: Date;
    signal?: AbortSignal;
    /** Only this profile's rows: a payment card's own profile (its spending screen). */
    profileId?: string;
  },
): Promise<TransactionView[]> {
  const collected: TransactionView[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < SPENDING_MAX_PAGES; page += 1) {
    const answer: { transactions: TransactionView[]; next_cursor: string | null } = await api.call(
      listTransactions,
      {
        query: {
          direction: 'PAYOUT',
          status: 'DONE',
          // Empty: every currency (the spending screen choosing where to open).
          ...(currency ? { currency } : {}),
          ...(profileId ? { profile_id: profileId } : {}),
          limit: SPENDING_PAGE_SIZE,
          ...(cursor ? { cursor } : {}),
        },
        signal,
      },
    );
    collected.push(...answer.transactions);
    const oldest = answer.transactions.at(-1);
    cursor = answer.next_cursor;
    if (!cursor || !oldest || new Date(oldest.created_at).getTime() < since.getTime()) break;
  }
  return collected;
}

/** Every finished outgoing transaction since `since` in any currency, while `isEnabled`. */
export function useAllOutgoingTransactions(since: Date, isEnabled: boolean) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  const sinceIso = since.toISOString();
  return useQuery({
    queryKey: moneyQueryKeys.transactions(profileId, { view: 'spending', currency: '*', since: sinceIso }),
    queryFn: ({ signal }) => fetchOutgoingSince(api, { currency: '', since, signal }),
    enabled: isEnabled,
  });
}

export function useOutgoingTransactions(currency: string, since: Date) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  const sinceIso = since.toISOString();
  return useQuery({
    queryKey: moneyQueryKeys.transactions(profileId, { view: 'spending', currency, since: sinceIso }),
    queryFn: ({ signal }) => fetchOutgoingSince(api, { currency, since, signal }),
    enabled: currency !== '',
  });
}

/** Every finished outgoing transaction of a payment card (its own profile) since `since`, in any currency. */
export function useCardOutgoingTransactions(cardProfileId: string, since: Date) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  const sinceIso = since.toISOString();
  return useQuery({
    queryKey: moneyQueryKeys.transactions(profileId, {
      view: 'spending',
      card: cardProfileId,
      since: sinceIso,
    }),
    queryFn: ({ signal }) =>
      fetchOutgoingSince(api, { currency: '', since, signal, profileId: cardProfileId }),
  });
}
