import { createCardDetailsModule } from './features/card-details/card-details.module';
import type { ModuleContext } from './module-context/module-context';
import { createSandboxCardReveal } from './providers/card-issuer/sandbox-card-reveal';

/**
 * The card-details feature over the payment card's row (owner, state, issuer token) and the
 * issuer's reveal: the sandbox issuer's own table (live mode keeps cards off, so no card reaches it).
 */
export function composeCardDetails(context: ModuleContext) {
  const { db } = context;
  return createCardDetailsModule(context, {
    findCard: async (cardId) => {
      const row = await db
        .selectFrom('payment_cards')
        .select(['user_id', 'state', 'issuer_card_id'])
        .where('id', '=', cardId)
        .executeTakeFirst();
      return row && { userId: row.user_id, state: row.state, issuerCardId: row.issuer_card_id };
    },
    issuer: createSandboxCardReveal(db),
  });
}
