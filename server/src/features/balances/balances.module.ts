import { listBalances } from '@ferry/shared/contracts';
import { markCacheGroup } from '../../http/cache-headers';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { amountText } from '../../money-operations/transaction-view';

/** `GET balances` (cache group "balances"): available and held per currency. */
export function createBalancesModule(ctx: ModuleContext): AppModule {
  return {
    routes: [
      defineRoute(listBalances, async (input) => {
        requireUser(input);
        markCacheGroup(input.c, 'balances', 'private');
        const balances = await ctx.ledger.balances(ctx.db, input.profileId);
        return {
          balances: balances
            .sort((a, b) => a.currency.localeCompare(b.currency))
            .map((balance) => ({
              currency: balance.currency,
              available: amountText(balance.availableMinor, balance.currency) as string,
              held: amountText(balance.heldMinor, balance.currency) as string,
            })),
        };
      }),
    ],
  };
}
