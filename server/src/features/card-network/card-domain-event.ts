import {
  type CardNetworkEvent,
  cardCashbackMinor,
  findCurrency,
  type HoldRecord,
  type PostingBalance,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import type { NetworkEvent } from '../../providers/card-network/card-network-wire';
import { bookUnpricedForcePost, holdUnbookableForcePost } from './book-unpriced-force-post';
import { type EventOutcome, ignoreEvent } from './card-event-records';
import type { AuthorizationRow } from './card-network.repo';
import type { CardNetworkPorts, SpendingCard } from './card-network-ports';
import type { CardNotices } from './card-notices';
import { priceForcePost } from './force-post-pricing';
import { effectiveRate } from './spend-inputs';

/** A network event that passed the checks against its card and authorization, read under their locks. */
export interface CheckedEvent {
  trx: Kysely<Schema>;
  event: NetworkEvent;
  card: SpendingCard;
  row: AuthorizationRow | undefined;
  hold: HoldRecord | undefined;
  /** The event's amount, when it has one. */
  amount: bigint | undefined;
  currency: string;
  now: Date;
}

/** The domain's event, or the outcome when the event ends here (ignored, or booked on its own path). */
export type DomainEventOrEnd = { domainEvent: CardNetworkEvent } | { ended: EventOutcome };

/**
 * The network's event as the domain's (shared/domain/card-spend), the input of applyCardEvent: a
 * force post priced into what the card pays with, a cashback's amount from what the card spent.
 */
export function createDomainEventReader(deps: {
  ctx: ModuleContext;
  ports: CardNetworkPorts;
  notices: CardNotices;
}) {
  const { ctx, ports, notices } = deps;

  async function postingBalanceFor(
    trx: Kysely<Schema>,
    card: SpendingCard,
    currency: string,
    amountMinor: bigint,
  ): Promise<PostingBalance | null> {
    const scale = findCurrency(currency)?.scale;
    if (scale === undefined) return null;
    if (currency === card.currency || card.spendFrom.includes(currency)) return { currency, scale };
    const cardScale = findCurrency(card.currency)?.scale ?? 2;
    // The card's balance pays, at the live quote (its fee in), or the mid rate when none quotes.
    const rate =
      (await effectiveRate(ctx, trx, card.currency, currency, amountMinor)) ??
      (await ctx.rates.price(card.currency, currency, ctx.nowMs(), 'mid').catch(() => null));
    return rate ? { currency: card.currency, scale: cardScale, rate } : null;
  }

  async function cashbackMinor(
    trx: Kysely<Schema>,
    card: SpendingCard,
    hold: HoldRecord | undefined,
    event: NetworkEvent,
  ) {
    if (!hold) return event.amount === undefined ? 0n : BigInt(event.amount);
    const paid = await trx
      .selectFrom('card_network_events')
      .select('event_id')
      .where('authorization_id', '=', hold.id)
      .where('type', '=', 'cashback')
      .where('outcome', '=', 'applied')
      .executeTakeFirst();
    if (paid) return 0n;
    // Cashback is on what the card's own balance paid for the spend, in the card's currency.
    const spent = hold.paid
      .filter((leg) => leg.currency === card.currency)
      .reduce((sum, leg) => sum + leg.debitedMinor, 0n);
    return cardCashbackMinor(card.currency, spent);
  }

  return async function domainEventOf(checked: CheckedEvent): Promise<DomainEventOrEnd> {
    const { trx, event, card, row, hold, amount, currency, now } = checked;
    let domainEvent: CardNetworkEvent;
    switch (event.type) {
      case 'reversal':
        domainEvent = {
          type: 'reversal',
          eventId: event.event_id,
          authorizationId: row?.id ?? '',
          ...(amount === undefined ? {} : { amountMinor: amount }),
        };
        break;
      case 'expiry':
        domainEvent = { type: 'expiry', eventId: event.event_id, authorizationId: row?.id ?? '', at: now };
        break;
      case 'capture':
        if (amount === undefined) return { ended: await ignoreEvent(trx, event, card, 'invalid_amount') };
        domainEvent = {
          type: 'capture',
          eventId: event.event_id,
          authorizationId: row?.id ?? '',
          amountMinor: amount,
        };
        break;
      case 'force_post': {
        if (amount === undefined) return { ended: await ignoreEvent(trx, event, card, 'invalid_amount') };
        const booking = await priceForcePost({
          trx,
          card,
          event,
          amountMinor: amount,
          priceLive: (spendCurrency, spendMinor) => postingBalanceFor(trx, card, spendCurrency, spendMinor),
        });
        if (booking.kind === 'unbookable')
          return { ended: await holdUnbookableForcePost({ trx, ctx, card, event }) };
        if (booking.kind === 'suspense')
          return {
            ended: await bookUnpricedForcePost(
              { trx, ctx, cards: ports.cards, notices, card, event },
              booking,
            ),
          };
        domainEvent = { type: 'force_post', eventId: event.event_id, ...booking.spend };
        break;
      }
      case 'refund':
        if (amount === undefined) return { ended: await ignoreEvent(trx, event, card, 'invalid_amount') };
        domainEvent = {
          type: 'refund',
          eventId: event.event_id,
          amountMinor: amount,
          currency,
          ...(hold ? { authorizationId: hold.id } : {}),
        };
        break;
      case 'cashback': {
        if (!hold && currency !== card.currency)
          return { ended: await ignoreEvent(trx, event, card, 'invalid_currency') };
        domainEvent = {
          type: 'cashback',
          eventId: event.event_id,
          amountMinor: await cashbackMinor(trx, card, hold, event),
          currency: card.currency,
        };
        break;
      }
    }
    return { domainEvent };
  };
}

export type DomainEventReader = ReturnType<typeof createDomainEventReader>;
