import { createCard, deleteCard, listCards, type SavedCard } from '@ferry/shared/contracts';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createDepositProviders } from '../../providers/deposit-providers';
import { formatExpiry } from './card-identity';
import { createSavedCards, type SavedCardRow } from './saved-cards';

function viewCard(card: SavedCardRow): SavedCard {
  return {
    id: card.id,
    brand: card.brand,
    masked_number: card.masked_number,
    last4: card.last4,
    expiry: formatExpiry(card.expiry_month, card.expiry_year),
    holder_name: card.holder_name,
    created_at: card.created_at.toISOString(),
  };
}

/** `GET cards`, `POST cards`, `DELETE cards/:cardId`: the profile's cards for deposits. */
export function createCardsModule(ctx: ModuleContext): AppModule {
  const savedCards = createSavedCards({
    acquirer: createDepositProviders(ctx.config).acquirer,
    nowMs: ctx.nowMs,
  });
  return {
    routes: [
      defineRoute(listCards, async (input) => {
        requireUser(input);
        setAnswerHeader(input.c, 'Cache-Control', 'private, no-cache');
        const cards = await savedCards.list(ctx.db, input.profileId);
        return { cards: cards.map(viewCard) };
      }),
      defineRoute(createCard, async (input) => {
        const user = requireUser(input);
        const owner = { userId: user.userId, profileId: input.profileId };
        const card = await ctx.db.transaction().execute(async (trx) => {
          const checked = await savedCards.check(trx, input.body, owner);
          return savedCards.save(trx, checked, owner, await savedCards.tokenize(checked));
        });
        return viewCard(card);
      }),
      defineRoute(deleteCard, async (input) => {
        requireUser(input);
        const cardId = input.params.cardId ?? '';
        await savedCards.remove(ctx.db, input.profileId, cardId);
        return { id: cardId, is_deleted: true as const };
      }),
    ],
  };
}
