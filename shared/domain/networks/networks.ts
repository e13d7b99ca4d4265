/** Chains named by the spec (000 §3, 001 §3). */
export const CHAINS = ['Ethereum', 'Tron', 'BSC', 'Base', 'Arbitrum', 'Solana', 'TON'] as const;
export type Chain = (typeof CHAINS)[number];

/** Networks a crypto currency travels on, with the label the spec gives each. */
export const NETWORKS = ['ERC20', 'TRC20', 'BEP20', 'ARBITRUM', 'BASE', 'TON', 'SOLANA'] as const;
export type Network = (typeof NETWORKS)[number];

interface NetworkInfo {
  label: string;
  chain: Chain;
  /** Address family: which validation rule reads an address on this network. */
  addressFamily: 'evm' | 'tron' | 'ton' | 'solana';
  /** Deposits to a shared address need a memo (a comment) to find their owner. */
  isMemoRequired: boolean;
}

export const NETWORK_INFO: Readonly<Record<Network, NetworkInfo>> = {
  ERC20: { label: 'ERC20', chain: 'Ethereum', addressFamily: 'evm', isMemoRequired: false },
  TRC20: { label: 'TRC20', chain: 'Tron', addressFamily: 'tron', isMemoRequired: false },
  BEP20: { label: 'BEP20/BSC', chain: 'BSC', addressFamily: 'evm', isMemoRequired: false },
  ARBITRUM: { label: 'Arbitrum', chain: 'Arbitrum', addressFamily: 'evm', isMemoRequired: false },
  BASE: { label: 'Base', chain: 'Base', addressFamily: 'evm', isMemoRequired: false },
  TON: { label: 'TON', chain: 'TON', addressFamily: 'ton', isMemoRequired: true },
  SOLANA: { label: 'Solana', chain: 'Solana', addressFamily: 'solana', isMemoRequired: false },
};

export function isNetwork(value: unknown): value is Network {
  return typeof value === 'string' && (NETWORKS as readonly string[]).includes(value);
}
