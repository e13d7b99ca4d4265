import { createQuote, type createQuoteBodySchema, previewQuote } from '@ferry/shared/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiCaller, useApi } from '../../../queries/api-context';
import { queryKeys } from '../../../queries/query-keys';
import { useSession } from '../../../shell/session/session-context';

export type ExchangeQuoteRequest = z.input<typeof createQuoteBodySchema>;

/** Clients re-quote every 8 s (spec 000 §9). */
export const QUOTE_REFRESH_MS = 8_000;

/** The public price of `request`, for anyone (`quotes/preview`). */
export function previewQuoteOptions(api: ApiCaller, request: ExchangeQuoteRequest) {
  return queryOptions({
    queryKey: queryKeys.exchangeQuote(null, request),
    queryFn: ({ signal }) => api.call(previewQuote, { body: request, signal }),
    retry: false,
  });
}

/**
 * The price of the exchange being put together, asked again every 8 s. A visitor gets the public
 * price (`quotes/preview`), a signed-in user a quote of their own (`quotes`). The last price stays
 * on screen while the next one loads, so refreshing is quiet.
 */
export function useExchangeQuote(request: ExchangeQuoteRequest | null) {
  const api = useApi();
  const status = useSession((state) => state.status);
  const profileId = useSession((state) => state.profileId);
  const isSignedIn = status === 'signed-in';
  return useQuery({
    queryKey: queryKeys.exchangeQuote(isSignedIn ? profileId : null, request),
    queryFn: ({ signal }) =>
      isSignedIn
        ? api.call(createQuote, { body: request as ExchangeQuoteRequest, signal })
        : api.call(previewQuote, { body: request as ExchangeQuoteRequest, signal }),
    enabled: request !== null,
    refetchInterval: QUOTE_REFRESH_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
