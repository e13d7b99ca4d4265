import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { previewQuote } from '../../../../contracts/index';
import type { LandingQuoteRequest } from '../../../../domain/index';
import { useApi } from '../../../api/api-context';

/** Clients re-quote every 8 s (spec 000 §9). */
export const LANDING_PRICE_REFRESH_MS = 8_000;

/**
 * The public price for the landing's pair and amount, asked again every 8 s while the page is
 * in view. The last price stays on screen while the next one loads, so refreshing is quiet.
 */
export function useLandingPrice(request: LandingQuoteRequest | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['landing-price', request],
    queryFn: ({ signal }) => api.call(previewQuote, { body: request as LandingQuoteRequest, signal }),
    enabled: request !== null,
    refetchInterval: LANDING_PRICE_REFRESH_MS,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
