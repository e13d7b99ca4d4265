import { type CardNotice, cardNoticeSchema } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { emitUserEvent } from '../../events/user-events';

/** The user event of the payment card's news: the bot tells it, the user's sockets may refresh. */
export const CARD_NOTICE_TOPIC = 'card.notice';

/** What the bot needs of the card beyond the notice: its screen in the app and its currency. */
export interface NoticedCard {
  /** The card's own profile: `/balances/:profileId/settings` opens the card. */
  profileId: string;
  /** The card's currency, which the notice's `balance_after` is in. */
  currency: string;
}

/** The payload of a `card.notice` event, under `card_notice`. */
export interface CardNoticePayload extends CardNotice {
  profile_id: string | null;
  card_currency: string | null;
}

export interface CardNoticePorts {
  /** The card the notice is about, read in the notice's transaction; null when it is not found. */
  cardOf(trx: Kysely<Schema>, cardId: string): Promise<NoticedCard | null>;
}

/**
 * The card network's `notify` port: in the transaction of the network event, it leaves one
 * `card.notice` user event per event and kind, written to the outbox and published after the
 * commit, so an event that rolls back tells nothing and one handed over again (same `event_id`)
 * tells nothing more. A notice that does not read as the contract's is dropped rather than
 * thrown: the money event it rides on must not fail for a message.
 */
export function createCardNotices(ports: CardNoticePorts) {
  const payloadOf = (notice: CardNotice, card: NoticedCard | null): CardNoticePayload => ({
    ...notice,
    profile_id: card?.profileId ?? null,
    card_currency: card?.currency ?? null,
  });
  return {
    /** `known` is the card when the caller has it at hand, which saves reading it. */
    async notify(trx: Kysely<Schema>, notice: CardNotice, known?: NoticedCard): Promise<void> {
      const parsed = cardNoticeSchema.safeParse(notice);
      if (!parsed.success) return;
      const told = await trx
        .insertInto('card_notices_told')
        .values({ card_id: parsed.data.card_id, event_id: parsed.data.event_id, kind: parsed.data.kind })
        .onConflict((conflict) => conflict.columns(['card_id', 'event_id', 'kind']).doNothing())
        .returning('event_id')
        .executeTakeFirst();
      if (!told) return;
      const card = known ?? (await ports.cardOf(trx, parsed.data.card_id));
      await emitUserEvent(trx, parsed.data.user_id, CARD_NOTICE_TOPIC, {
        card_notice: payloadOf(parsed.data, card),
      });
    },

    /**
     * The same notice built and not written, for a caller that writes in one database call (the
     * card's one-call approval): the `card_notices_told` row, and the event to leave only when
     * that row is new. Null for a notice that `notify` would drop.
     */
    plan(notice: CardNotice, card: NoticedCard) {
      const parsed = cardNoticeSchema.safeParse(notice);
      if (!parsed.success) return null;
      return {
        told: { card_id: parsed.data.card_id, event_id: parsed.data.event_id, kind: parsed.data.kind },
        userId: parsed.data.user_id,
        topic: CARD_NOTICE_TOPIC,
        payload: { card_notice: payloadOf(parsed.data, card) },
      };
    },
  };
}
export type CardNotices = ReturnType<typeof createCardNotices>;
