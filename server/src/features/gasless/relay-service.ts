import type { GaslessEstimate, GaslessEstimateRequest, GaslessSendRequest } from '@ferry/shared/wallet';
import { createSerialLock } from '../../providers/ton-chain/serial-lock';
import type { RelayDeps } from './relay-deps';
import { createRelayEstimate } from './relay-estimate';
import { createRelayFunding } from './relay-funding';
import { createRelaySend } from './relay-send';

export interface GaslessRelay {
  config(): Promise<{ relay_address: string; gas_jettons: { master_id: string }[]; free_per_month: number }>;
  estimate(master: string, request: GaslessEstimateRequest): Promise<GaslessEstimate>;
  send(request: GaslessSendRequest): Promise<{ message_hash: string }>;
  /** The balance watch: tops the relay up on the local chain when under its floor; its balance. */
  watchBalance(): Promise<bigint>;
}

/**
 * Ferry's gasless relay on the local chain. It carries a W5 wallet's signed internal message in
 * its own message with the TON the transfer needs, and takes its fee in USD₮ in the same signed
 * message (or nothing, for the month's free transfers). It prices by emulating the whole trace,
 * and refuses what it cannot emulate, what is not a plain USD₮ transfer from the signer's own
 * jetton wallet with the excess back to the relay, and a commission below what the trace costs.
 */
export function createGaslessRelay(deps: RelayDeps): GaslessRelay {
  const lock = createSerialLock();
  const { settings } = deps;
  const { watchBalance, assertFunded } = createRelayFunding(deps);

  return {
    async config() {
      const chain = await deps.chain();
      const relay = await deps.relay();
      return {
        relay_address: relay.address.toRawString(),
        gas_jettons: [{ master_id: chain.usdtMaster.toRawString() }],
        free_per_month: settings.freePerMonth,
      };
    },
    estimate: createRelayEstimate({ ...deps, lock, assertFunded }),
    send: createRelaySend({ ...deps, lock, assertFunded }),
    watchBalance: () => lock.run(watchBalance),
  };
}
