import { useQuery } from '@tanstack/react-query';
import type { TransferDraft } from '../../wallet-ui/chain/wallet-chain';
import { useWalletMoney } from '../../wallet-ui/chain/wallet-money-context';

/** The emulated fee of a transfer; a fee goes stale quickly, so it is asked again after 20 s. */
const FEE_STALE_MS = 20_000;

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
    retry: false,
  });
}
