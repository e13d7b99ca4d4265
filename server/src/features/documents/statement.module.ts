import { getStatement } from '@ferry/shared/contracts';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { loadStatement } from './statement/load-statement';
import { NO_STATEMENT_CARDS, type StatementCards } from './statement/statement-cards';
import { viewStatement } from './statement/statement-view';

/**
 * `GET statement?from=&to=&currency=`: the balance screen's statement. It shows what the
 * transaction list and balances already show the profile, so unlike the documents it needs no
 * verified identity. `cards` adds the balances of the payment cards issued from the profile.
 */
export function createStatementModule(
  ctx: ModuleContext,
  ports: { cards: StatementCards } = { cards: NO_STATEMENT_CARDS },
): AppModule {
  return {
    routes: [
      defineRoute(getStatement, async (input) => {
        requireUser(input);
        const now = new Date(ctx.nowMs());
        const statement = await loadStatement(ctx.db, {
          profileId: input.profileId,
          ...input.query,
          now,
          cards: await ports.cards.cardsOf(ctx.db, input.profileId),
        });
        return viewStatement(statement, now);
      }),
    ],
  };
}
