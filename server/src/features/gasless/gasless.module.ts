import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createFreeUses } from './free-uses';
import { createGaslessRoutes } from './gasless.routes';
import { createGaslessRelay, type GaslessRelay } from './relay-service';
import { createRelayWallet, loadRelayKey, type RelayWallet } from './relay-wallet';

/** How often the relay's TON balance is looked at (and refilled on the local chain). */
const BALANCE_WATCH_MS = 60_000;

/**
 * The gasless relay (`/tonapi/v2/gasless/*`) on the local chain. In proxy mode those paths go on
 * to the real tonapi with the rest, whose own relay answers; with no chain there is none.
 */
export function createGaslessModule(ctx: ModuleContext): AppModule & { relay?: GaslessRelay } {
  const handle = ctx.tonChain;
  if (handle.mode !== 'local') return { routes: [] };
  const settings = ctx.config.gasless;
  let wallet: Promise<RelayWallet> | undefined;
  const relayWallet = () => {
    wallet ??= loadRelayKey({ mnemonic: settings.relayMnemonic, dataDir: ctx.config.dataDir })
      .then(createRelayWallet)
      .catch((error: unknown) => {
        wallet = undefined;
        throw error;
      });
    return wallet;
  };
  const relay = createGaslessRelay({
    chain: () => handle.chain(),
    relay: relayWallet,
    freeUses: createFreeUses(ctx.db, settings.freePerMonth),
    rates: ctx.rates,
    nowMs: ctx.nowMs,
    settings,
    logger: ctx.logger,
  });
  return {
    relay,
    routes: createGaslessRoutes(relay, ctx.rateLimiter),
    workers: [
      {
        name: 'gasless-relay-balance',
        intervalMs: BALANCE_WATCH_MS,
        // The watch reports nothing handled, so it runs once per interval (never in a tight loop).
        runOnce: async () => {
          await relay.watchBalance();
          return 0;
        },
      },
    ],
  };
}
