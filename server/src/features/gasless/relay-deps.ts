import type { Logger } from '../../logging/logger';
import type { RatesProvider } from '../../providers/rates/rates-provider';
import type { TonChain } from '../../providers/ton-chain/ton-chain';
import type { FreeUses } from './free-uses';
import type { RelayWallet } from './relay-wallet';

export interface GaslessSettings {
  freePerMonth: number;
  marginPercent: number;
  /** Below this TON balance the relay tops itself up (local chain) and refuses what it cannot pay. */
  minRelayTon: bigint;
}

export interface RelayDeps {
  chain: () => Promise<TonChain>;
  relay: () => Promise<RelayWallet>;
  freeUses: FreeUses;
  rates: RatesProvider;
  nowMs: () => number;
  settings: GaslessSettings;
  logger: Logger;
}
