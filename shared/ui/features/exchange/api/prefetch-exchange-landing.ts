import type { QueryClient } from '@tanstack/react-query';
import type { ApiCaller } from '../../../queries/api-context';
import { readFormPricing } from '../lib/form-pricing';
import { useExchangePairStore } from '../stores/exchange-pair-store';
import { paywaysQueryOptions, pwCurrenciesQueryOptions } from './exchange-catalogue-queries';
import { previewQuoteOptions } from './use-exchange-quote';

/**
 * Starts the exchange landing's first price as soon as the app's code runs, into the query cache
 * the form reads: the two sides' catalogue rows, then the public price of the request the form
 * will make (`readFormPricing`, from the tab's draft). Nothing here needs a session, so it runs
 * beside the sign-in and the language, not after them; the mini-app's sign-in takes two round
 * trips and the screen waits for it, so the price is in the cache when the screen first renders.
 * Failures are left to the form, which asks again as it always did.
 */
export async function prefetchExchangeLanding(
  queryClient: QueryClient,
  api: ApiCaller,
  language: Promise<string>,
): Promise<void> {
  const draft = useExchangePairStore.getState();
  void queryClient.prefetchQuery(paywaysQueryOptions(api));
  try {
    const [depositRows, withdrawRows] = await Promise.all([
      queryClient.fetchQuery(pwCurrenciesQueryOptions(api, 'deposit', draft.from)),
      queryClient.fetchQuery(pwCurrenciesQueryOptions(api, 'withdraw', draft.to)),
    ]);
    const { request } = readFormPricing(draft, depositRows, withdrawRows, await language);
    if (request) await queryClient.prefetchQuery(previewQuoteOptions(api, request));
  } catch {
    // The form's own queries ask again and show the failure.
  }
}
