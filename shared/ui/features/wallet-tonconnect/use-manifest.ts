import { useQuery } from '@tanstack/react-query';
import { useTonConnectWallet } from './use-tonconnect-wallet';

/** The app's manifest, fetched through our server, kept a minute. */
export function useManifest(manifestUrl: string) {
  const tonconnect = useTonConnectWallet();
  return useQuery({
    queryKey: ['tonconnect', 'manifest', manifestUrl],
    queryFn: () => (tonconnect as NonNullable<typeof tonconnect>).fetchManifest(manifestUrl),
    enabled: tonconnect !== null,
    staleTime: 60_000,
    retry: false,
  });
}
