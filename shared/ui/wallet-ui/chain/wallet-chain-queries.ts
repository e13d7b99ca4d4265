import { useQuery } from '@tanstack/react-query';
import { useWalletMoney } from './wallet-money-context';

/** Balances move with every block; a few seconds keeps the screens honest without hammering the node. */
const CHAIN_REFRESH_MS = 10_000;
/** The spec's rate refresh (001 §9). */
const RATE_REFRESH_MS = 8_000;

/** Cache keys hold addresses and hashes only: public data (never a key or a word of the phrase). */
export const walletQueryKeys = {
  all: ['web3-wallet'] as const,
  balances: (address: string) => ['web3-wallet', 'balances', address] as const,
  history: (address: string, limit: number) => ['web3-wallet', 'history', address, limit] as const,
  event: (address: string, hash: string) => ['web3-wallet', 'event', address, hash] as const,
  prices: (address: string, currency: string) => ['web3-wallet', 'prices', address, currency] as const,
};

export function useWalletBalances(address: string | undefined) {
  const { chain } = useWalletMoney();
  return useQuery({
    queryKey: walletQueryKeys.balances(address ?? ''),
    queryFn: ({ signal }) => chain.readBalances(address ?? '', signal),
    enabled: address !== undefined,
    refetchInterval: CHAIN_REFRESH_MS,
  });
}

/** Prices of the held tokens in the user's display currency, refreshed at the spec's rate pace. */
export function useTokenPrices(address: string | undefined, currency: string) {
  const { chain } = useWalletMoney();
  return useQuery({
    queryKey: walletQueryKeys.prices(address ?? '', currency),
    queryFn: ({ signal }) => chain.readPrices(address ?? '', currency, signal),
    enabled: address !== undefined,
    refetchInterval: RATE_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}

export function useWalletHistory(address: string | undefined, limit: number) {
  const { chain } = useWalletMoney();
  return useQuery({
    queryKey: walletQueryKeys.history(address ?? '', limit),
    queryFn: ({ signal }) => chain.readHistory(address ?? '', limit, signal),
    enabled: address !== undefined,
    refetchInterval: CHAIN_REFRESH_MS,
  });
}

/** One event; polled while it is not final yet, so the details screen follows it to the end. */
export function useWalletEvent(address: string | undefined, hash: string) {
  const { chain } = useWalletMoney();
  return useQuery({
    queryKey: walletQueryKeys.event(address ?? '', hash),
    queryFn: ({ signal }) => chain.readEvent(address ?? '', hash, signal),
    enabled: address !== undefined && hash !== '',
    refetchInterval: (query) => (query.state.data?.status === 'final' ? false : 3_000),
  });
}
