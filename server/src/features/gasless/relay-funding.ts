import type { TonChain } from '../../providers/ton-chain/ton-chain';
import { GaslessRefusal } from './gasless-refusal';
import type { RelayDeps } from './relay-deps';
import type { RelayWallet } from './relay-wallet';

/** The local chain's relay is refilled to this many times its floor. */
const TOP_UP_FACTOR = 10n;

/** The relay's own TON: its balance watched against its floor, and a refusal of what it cannot pay. */
export function createRelayFunding(deps: Pick<RelayDeps, 'chain' | 'relay' | 'settings' | 'logger'>) {
  const { settings } = deps;

  async function watchBalance(): Promise<bigint> {
    const chain = await deps.chain();
    const relay = await deps.relay();
    const { balance } = await chain.getAccount(relay.address);
    if (balance >= settings.minRelayTon) return balance;
    deps.logger.warn(
      {
        relay: relay.address.toString(),
        balance: balance.toString(),
        floor: settings.minRelayTon.toString(),
      },
      'gasless relay TON balance under its floor: topping up from the local faucet',
    );
    await chain.faucet({ to: relay.address, amount: settings.minRelayTon * TOP_UP_FACTOR });
    return (await chain.getAccount(relay.address)).balance;
  }

  async function assertFunded(chain: TonChain, relay: RelayWallet, needed: bigint): Promise<void> {
    const { balance } = await chain.getAccount(relay.address);
    if (balance >= needed + settings.minRelayTon) return;
    const after = await watchBalance().catch(() => balance);
    if (after < needed + settings.minRelayTon)
      throw new GaslessRefusal(503, 'the relay cannot pay network fees now', 'GASLESS_UNAVAILABLE');
  }

  return { watchBalance, assertFunded };
}

export type RelayFunding = ReturnType<typeof createRelayFunding>;
