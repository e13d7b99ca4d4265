import { useQuery } from '@tanstack/react-query';

interface TonApiAccount {
  balance?: number | string;
}

interface TonApiJettons {
  balances?: { balance?: string }[];
}

async function readJson<T>(url: string): Promise<T | null> {
  const answer = await fetch(url, { headers: { Accept: 'application/json' } });
  // An address the chain has never seen holds nothing.
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`tonapi answered ${answer.status}`);
  return (await answer.json()) as T;
}

function isPositive(amount: number | string | undefined): boolean {
  if (amount === undefined) return false;
  try {
    return BigInt(amount) > 0n;
  } catch {
    return false;
  }
}

/**
 * Whether the wallet still holds TON or any jetton, from the chain service (`/tonapi`, spec 001
 * §7): deletion is refused while it does (§4). Only the public address travels.
 */
export function useWalletHasFunds(address: string) {
  return useQuery({
    queryKey: ['web3-wallet', 'has-funds', address],
    queryFn: async () => {
      const path = `/tonapi/v2/accounts/${encodeURIComponent(address)}`;
      const [account, jettons] = await Promise.all([
        readJson<TonApiAccount>(path),
        readJson<TonApiJettons>(`${path}/jettons`),
      ]);
      return (
        isPositive(account?.balance) || (jettons?.balances ?? []).some((item) => isPositive(item.balance))
      );
    },
    // A balance may arrive any moment: the answer is checked afresh on every visit.
    staleTime: 0,
    gcTime: 0,
  });
}
