import {
  createConversion,
  createQuote,
  type createQuoteBodySchema,
  listBalances,
  listConvertDirections,
} from '@ferry/shared/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useApi } from '../../../queries/api-context';
import { MONEY_QUERY_ROOTS, moneyQueryKeys } from '../../../queries/money-query-keys';
import { queryKeys, rootKey } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

/** Clients re-quote every 8 s (spec 000 §9). */
export const CONVERT_QUOTE_REFRESH_MS = 8_000;

export type ConvertQuoteRequest = z.input<typeof createQuoteBodySchema>;

export function useConvertBalances() {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: moneyQueryKeys.balances(profileId),
    queryFn: async ({ signal }) => (await api.call(listBalances, { signal })).balances,
  });
}

/** Where `from` converts to, with the fee and the limits on the from amount. */
export function useConvertDirections(from: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.convertDirections(from),
    queryFn: async ({ signal }) =>
      (await api.call(listConvertDirections, { query: { from: from ?? undefined }, signal }))
        .convert_directions,
    enabled: from !== null,
    staleTime: 60_000,
  });
}

/**
 * The price of the conversion asked, asked again every 8 s. The last price stays while the next
 * loads, so the screen refreshes quietly; nothing the user typed is ever rewritten.
 */
export function useConvertQuote(request: ConvertQuoteRequest | null) {
  const api = useApi();
  const profileId = useSession((state) => state.profileId);
  return useQuery({
    queryKey: queryKeys.convertQuote(profileId, request),
    queryFn: ({ signal }) => api.call(createQuote, { body: request as ConvertQuoteRequest, signal }),
    enabled: request !== null,
    refetchInterval: CONVERT_QUOTE_REFRESH_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `POST conversions` at a quote, under the confirm screen's idempotency key. */
export function useCreateConversion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, idempotencyKey }: { quoteId: string; idempotencyKey: string }) =>
      api.call(createConversion, { body: { quote_id: quoteId }, idempotencyKey }),
    onSuccess: () => {
      for (const root of MONEY_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: rootKey(root) });
    },
  });
}
