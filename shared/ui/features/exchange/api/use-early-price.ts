import type { QuotePreviewView } from '@ferry/shared/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../queries/query-keys';
import type { ExchangeQuoteRequest } from './use-exchange-quote';

/**
 * The public price of `request` already in the cache (the landing's prefetch at start-up puts it
 * there, see `prefetch-exchange-landing.ts`), for a signed-in user whose own quote has not come
 * yet; never fetched from here. Null for a visitor: their own quote is that very entry.
 */
export function useEarlyPrice(request: ExchangeQuoteRequest | null, isSignedIn: boolean) {
  const isWanted = isSignedIn && request !== null;
  const early = useQuery<QuotePreviewView>({
    queryKey: queryKeys.exchangeQuote(null, request),
    queryFn: skipToken,
  });
  return isWanted && early.data !== undefined
    ? { data: early.data, dataUpdatedAt: early.dataUpdatedAt }
    : null;
}
