import {
  botEventIdSchema,
  claimBotNotification,
  getNotificationSettings,
  markBotNotificationSent,
  type NotificationSettings,
  setBotChatReachability,
  streamBotEvents,
  updateNotificationSettings,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import { defineWireRoute } from '../../http/wire-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { writeBotEvents } from './bot-events.stream';
import { type CardNoticePorts, type CardNotices, createCardNotices } from './card-notices';
import { createNotificationClaims } from './notification-claims';
import { createNotificationFeed } from './notification-feed';

const POSITIVE_NUMBER = /^[1-9]\d*$/;

/**
 * The stream's cursor (`Last-Event-ID` or `after`): an event id resumes after it; no cursor, or
 * one that is no id, starts cold as before; a number past the database's bigint is refused 400
 * rather than sent to the database (a 500).
 */
function readCursor(sent: string): bigint | null {
  const parsed = botEventIdSchema.safeParse(sent);
  if (parsed.success) return BigInt(parsed.data);
  if (!POSITIVE_NUMBER.test(sent)) return null;
  throw new DomainError('VALIDATION_ERROR', {
    issues: [{ path: 'Last-Event-ID', key: 'validation.invalid' }],
  });
}

/** The module, and the card network's `notify` port it serves (compose-app hands it over). */
export interface BotNotificationsModule extends AppModule {
  cardNotices: CardNotices;
}

/** Without a card lookup, a card notice's button opens the balances and tells no balance left. */
const NO_CARDS: CardNoticePorts = { cardOf: async () => null };

/**
 * Transaction status messages through the bot. The bot base gets the event stream
 * (`GET /bot/events`), the claim and sent marks that make each message go out once, and the
 * reachability mark (blocked or back); the client base gets the user's on/off switch. The card
 * network tells its news through `cardNotices.notify`, which `cards` lets read the card.
 */
export function createBotNotificationsModule(
  ctx: ModuleContext,
  cards: CardNoticePorts = NO_CARDS,
): BotNotificationsModule {
  const feed = createNotificationFeed(ctx.db);
  const claims = createNotificationClaims(ctx.db, ctx.nowMs);

  const botRoutes = [
    defineWireRoute(streamBotEvents, ({ c }) => {
      const sent = c.req.header('Last-Event-ID') ?? c.req.query('after') ?? '';
      const lastEventId = readCursor(sent);
      return writeBotEvents(c, { bus: ctx.bus, feed, logger: ctx.logger, nowMs: ctx.nowMs }, lastEventId);
    }),
    defineRoute(claimBotNotification, async ({ body }) => ({
      is_claimed: await claims.claim(BigInt(body.event_id), body.claimant),
    })),
    defineRoute(markBotNotificationSent, async ({ body }) => ({
      is_recorded: await claims.markSent(BigInt(body.event_id), body.claimant),
    })),
    defineRoute(setBotChatReachability, async ({ body }) => ({
      is_recorded: await claims.setReachable(BigInt(body.telegram_user_id), body.is_reachable),
    })),
  ];

  async function settingsOf(userId: string): Promise<NotificationSettings> {
    const row = await ctx.db
      .selectFrom('users')
      .select(['bot_notifications_enabled', 'bot_unreachable_at'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) throw new DomainError('UNAUTHORIZED_REQUEST');
    return {
      is_messenger_enabled: row.bot_notifications_enabled,
      is_messenger_reachable: row.bot_unreachable_at === null,
    };
  }

  return {
    cardNotices: createCardNotices(cards),
    routes: [
      defineRoute(getNotificationSettings, async (input) => settingsOf(requireUser(input).userId)),
      defineRoute(updateNotificationSettings, async (input) => {
        const { userId } = requireUser(input);
        await ctx.db
          .updateTable('users')
          .set({ bot_notifications_enabled: input.body.is_messenger_enabled })
          .where('id', '=', userId)
          .execute();
        return settingsOf(userId);
      }),
      ...botRoutes,
    ],
  };
}
