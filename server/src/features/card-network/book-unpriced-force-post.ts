import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import type { NetworkEvent } from '../../providers/card-network/card-network-wire';
import type { EventOutcome } from './card-event-records';
import { networkClearing, overdraftSuspense } from './card-ledger';
import { recordEvent } from './card-network.repo';
import type { CardAccounts, SpendingCard } from './card-network-ports';
import type { CardNotices } from './card-notices';

/** The event's answer and record when nothing prices a force post: lent from the suspense account. */
export const UNPRICED_FORCE_POST_OUTCOME = 'applied:overdraft_unpriced';
/** A force post in a currency the ledger has no accounts for, without the card's amount. */
export const UNBOOKABLE_FORCE_POST_OUTCOME = 'held:unbookable_currency';

export interface UnpricedForcePostScope {
  trx: Kysely<Schema>;
  ctx: Pick<ModuleContext, 'ledger' | 'transactions' | 'logger'>;
  cards: CardAccounts;
  notices: CardNotices;
  card: SpendingCard;
  event: NetworkEvent;
}

/**
 * A force post nothing prices into the card's currency: the network has paid the merchant, so
 * the card-overdraft suspense account pays the network in the spend's own currency and the card
 * owes it there (card_overdrafts), with the reason on the statement's row. The next top-up repays
 * it once a rate prices it (or termination collects it from the owner's balance in that currency);
 * until then an operator sees it on the suspense account, the card's overdraft and the event.
 */
export async function bookUnpricedForcePost(
  scope: UnpricedForcePostScope,
  booking: { currency: string; amountMinor: bigint },
): Promise<EventOutcome> {
  const { trx, ctx, card, event } = scope;
  const created = await ctx.transactions.create(trx, {
    profileId: card.cardProfileId,
    type: 'CARD_DEBIT',
    status: 'DONE',
    amountMinor: booking.amountMinor,
    currency: booking.currency,
    parentId: null,
    providerRef: event.event_id,
    requisite: {
      card_id: card.id,
      last4: card.last4,
      authorization_id: null,
      merchant_name: event.merchant?.name ?? null,
      merchant_category: event.merchant?.category ?? null,
      booked_to: 'card_overdraft_suspense',
      reason: 'no_rate',
    },
  });
  await ctx.ledger.post(trx, [
    {
      id: randomUUID(),
      kind: 'card_overdraft',
      transactionId: created.id,
      debit: overdraftSuspense(booking.currency),
      credit: networkClearing(booking.currency),
      amountMinor: booking.amountMinor,
    },
  ]);
  await scope.cards.addOverdraft(trx, card.id, booking.currency, booking.amountMinor);
  ctx.logger.warn(
    { eventId: event.event_id, cardId: card.id, currency: booking.currency },
    'card force post booked to the overdraft suspense: no rate prices it',
  );
  const outcome = UNPRICED_FORCE_POST_OUTCOME;
  await recordEvent(trx, {
    eventId: event.event_id,
    type: event.type,
    cardId: card.id,
    authorizationId: null,
    payload: event,
    outcome,
    answer: { outcome },
  });
  await scope.notices.spent(trx, card, {
    eventId: event.event_id,
    amountMinor: booking.amountMinor,
    currency: booking.currency,
    merchant: event.merchant?.name ?? null,
  });
  return { outcome };
}

/**
 * A force post in a currency Ferry's ledger does not carry and without the amount in the card's
 * currency: no account can take it, so it is kept, answered and logged for an operator to book by
 * hand; the network is not asked to send it again, since it would say the same.
 */
export async function holdUnbookableForcePost(
  scope: Omit<UnpricedForcePostScope, 'cards' | 'notices'>,
): Promise<EventOutcome> {
  const { trx, ctx, card, event } = scope;
  ctx.logger.error(
    { eventId: event.event_id, cardId: card.id, currency: event.currency ?? null },
    'card force post in a currency the ledger has no accounts for',
  );
  const outcome = UNBOOKABLE_FORCE_POST_OUTCOME;
  await recordEvent(trx, {
    eventId: event.event_id,
    type: event.type,
    cardId: card.id,
    authorizationId: null,
    payload: event,
    outcome,
    answer: { outcome },
  });
  return { outcome };
}
