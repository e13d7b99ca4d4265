import { useQuery } from '@tanstack/react-query';
import type { TransferDraft, TransferEstimate } from '../../wallet-ui/chain/wallet-chain';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';

/** The emulated fee of a transfer; a fee goes stale quickly, so it is asked again after 20 s. */
const FEE_STALE_MS = 20_000;
/** A relay quote is asked again this long before it runs out, so the one on screen can still be sent. */
const QUOTE_MARGIN_MS = 5_000;
/**
 * The quickest a quote is asked again: `validUntil` is chain time, and a device clock running
 * ahead must not turn the screen into a stream of relay requests.
 */
const QUOTE_MIN_REFRESH_MS = 10_000;

/** When to ask for a new relay quote (ms from now), or false when the estimate holds none. */
export function quoteRefreshMs(estimate: TransferEstimate | undefined, nowMs: number): number | false {
  if (!estimate?.gasless) return false;
  return Math.max(QUOTE_MIN_REFRESH_MS, estimate.gasless.validUntil * 1000 - QUOTE_MARGIN_MS - nowMs);
}

/** Cache key of an estimate: public transfer details only. */
export function estimateKey(draft: TransferDraft) {
  return [
    'web3-wallet',
    'estimate',
    draft.from.address,
    draft.to,
    draft.token.slug,
    draft.amount.toString(),
    draft.comment,
  ] as const;
}

export function useTransferEstimate(draft: TransferDraft | null) {
  const { chain } = useWalletMoney();
  return useQuery({
    queryKey: draft ? estimateKey(draft) : ['web3-wallet', 'estimate', 'none'],
    queryFn: ({ signal }) => {
      if (!draft) throw new Error('no transfer to estimate');
      return chain.estimate(draft, signal);
    },
    enabled: draft !== null,
    staleTime: FEE_STALE_MS,
    refetchInterval: (query) => quoteRefreshMs(query.state.data, Date.now()),
    retry: false,
  });
}
