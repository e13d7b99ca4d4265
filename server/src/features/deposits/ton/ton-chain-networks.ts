import { DomainError } from '@ferry/shared/domain';
import type { CryptoNetworks } from '../../../providers/crypto-networks/crypto-networks';
import { type HotWallets, TON_DEPOSIT_CURRENCIES, type TonDepositCurrency } from './ton-hot-wallets';

export const TON_NETWORK = 'TON';
/** The provider of TON deposit addresses, and so the clearing account their money arrives in. */
export const TON_CHAIN_PROVIDER = 'ton-local-chain';

const isChainCurrency = (currency: string): currency is TonDepositCurrency =>
  (TON_DEPOSIT_CURRENCIES as readonly string[]).includes(currency);

export interface ChainHeights {
  /** The chain's committed-trace count now. */
  current(): number;
  /** The height a deposit's trace was committed at, by the deposit's transaction hash. */
  of(txHash: string): number | undefined;
}

/**
 * The sandbox crypto networks with TON served by the local TON chain: TON and USDT on TON arrive
 * at Ferry's hot wallet of the currency, the owner told by the memo (the sandbox's numeric memo
 * per profile and currency), and a deposit's confirmations are how far the chain's height has
 * moved past its trace. Every other network stays simulated.
 */
export function withTonChain(
  base: CryptoNetworks,
  chain: { hotWallets: HotWallets; heights: ChainHeights },
): CryptoNetworks {
  return {
    name: base.name,
    supportsNetwork: (network) => base.supportsNetwork(network),
    depositTarget(request) {
      const target = base.depositTarget(request);
      if (request.network !== TON_NETWORK || !isChainCurrency(request.currency)) return target;
      return { address: chain.hotWallets[request.currency].friendly, memo: target.memo };
    },
    async confirmationsOf(network, txHash, known) {
      if (network !== TON_NETWORK) return base.confirmationsOf(network, txHash, known);
      const height = chain.heights.of(txHash);
      // A TON deposit this chain never committed gains nothing (it cannot be confirmed).
      if (height === undefined) return known;
      return Math.max(known, chain.heights.current() - height);
    },
    newTxHash(network) {
      if (network === TON_NETWORK)
        throw new DomainError('UNAVAILABLE_PWCU', { network, reason: 'arrives_on_ton_chain' });
      return base.newTxHash(network);
    },
    providerOf: (network) => (network === TON_NETWORK ? TON_CHAIN_PROVIDER : base.name),
    isWatchedOnChain: (network, currency) => network === TON_NETWORK && isChainCurrency(currency),
  };
}
