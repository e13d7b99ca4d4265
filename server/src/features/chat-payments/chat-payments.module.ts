import {
  activateBotChatPayment,
  cancelChatPayment,
  claimChatPayment,
  createBotChatPaymentDraft,
  createChatPayment,
  getChatPayment,
  listChatPayments,
  type PrepareChatPaymentMessageResponse,
  payChatPayment,
  prepareChatPaymentMessage,
  recordBotPreparedMessage,
} from '@ferry/shared/contracts';
import {
  DomainError,
  isChatPaymentId,
  isDomainError,
  parseChatPaymentQuery,
  type StartAppTarget,
} from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { runMoneyTransaction } from '../../money-operations/money-transaction';
import type { BackgroundWorker } from '../../workers/background-worker';
import type { ChatPaymentRow } from './chat-payments.schema';
import {
  type ChatPaymentSettings,
  type ChatPayments,
  createChatPayments,
  type DisplayNameOf,
} from './chat-payments.service';

export interface ChatPaymentsOptions {
  /** How long a shared card waits before it returns by itself (CHAT_PAYMENT_TTL_DAYS). */
  ttlMs: number;
  /** The bot and mini-app the cards' links open (`t.me/<bot>/<app>`), or null without a bot username. */
  appLink: StartAppTarget | null;
  /** The name shown for a user (default: the name Telegram shows, `users.tg_name`). */
  displayNameOf?: DisplayNameOf;
  /** How long a prepared-message call waits for the bot (ms), and how often it looks. */
  preparedWaitMs?: number;
  preparedPollMs?: number;
}

export interface ChatPaymentsModule extends AppModule {
  chatPayments: ChatPayments;
}

const BATCH_SIZE = 100;

const UNREACHABLE: PrepareChatPaymentMessageResponse = {
  prepared_message: null,
  unavailable_reason: 'bot_unreachable',
};

/** The name Telegram shows for the user, kept at each Telegram sign-in (`users.tg_name`). */
const telegramNameOf: DisplayNameOf = async (db, userId) =>
  (await db.selectFrom('users').select('tg_name').where('id', '=', userId).executeTakeFirst())?.tg_name ??
  null;

/**
 * Pay in a chat (issue 29): cards to send or request money that a user shares into any Telegram
 * chat, from the mini-app (a prepared inline message) or inline mode (`@bot 10 USDT lunch`). The
 * client base makes, reads, claims, pays and cancels them; the bot base makes the inline drafts,
 * activates the one sent and records prepared messages; a worker returns what nobody claimed.
 */
export function createChatPaymentsModule(
  ctx: ModuleContext,
  options: ChatPaymentsOptions,
): ChatPaymentsModule {
  const settings: ChatPaymentSettings = { ttlMs: options.ttlMs, appLink: options.appLink };
  const chatPayments = createChatPayments(ctx, settings, options.displayNameOf ?? telegramNameOf);
  const waitMs = options.preparedWaitMs ?? 4_000;
  const pollMs = options.preparedPollMs ?? 200;

  function idOf(params: Record<string, string>): string {
    const id = params.paymentId ?? '';
    if (!isChatPaymentId(id)) throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
    return id;
  }

  async function userOfTelegram(db: Kysely<Schema>, telegramUserId: string) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'language', 'status'])
      .where('tg_id', '=', BigInt(telegramUserId))
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!user) return null;
    const [profileId] = await ctx.users.profileIds(user.id, db);
    return profileId ? { userId: user.id, profileId, language: user.language } : null;
  }

  /**
   * Asks the bot for the creator's prepared message and waits a few seconds for its answer. It
   * stops at once when the bot cannot write to the creator, before asking or while waiting (the
   * bot met a 403 and marked them unreachable): the screen then offers the card's link.
   */
  async function preparedMessageOf(id: string, userId: string): Promise<PrepareChatPaymentMessageResponse> {
    if (!(await chatPayments.askForPreparedMessage(ctx.db, id, userId))) return UNREACHABLE;
    const deadline = Date.now() + waitMs;
    for (;;) {
      const row = await chatPayments.find(ctx.db, id);
      const prepared = row?.prepared_message_id ? chatPayments.view(row, userId).prepared_message : null;
      if (prepared) return { prepared_message: prepared, unavailable_reason: null };
      if (!(await chatPayments.canBotWriteTo(ctx.db, userId))) return UNREACHABLE;
      if (Date.now() >= deadline) return { prepared_message: null, unavailable_reason: 'bot_silent' };
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  const expiry: BackgroundWorker = {
    name: 'chat-payment-returns',
    intervalMs: 10_000,
    async runOnce() {
      let ended = 0;
      for (let index = 0; index < BATCH_SIZE; index += 1) {
        const row = await runMoneyTransaction(ctx.db, (trx) => chatPayments.expireOne(trx));
        if (!row) break;
        ended += 1;
      }
      return ended;
    },
  };

  const viewOf = (row: ChatPaymentRow, userId: string | null) => chatPayments.view(row, userId);

  return {
    chatPayments,
    workers: [expiry],
    routes: [
      defineRoute(createChatPayment, async (input) => {
        const { userId } = requireUser(input);
        const row = await chatPayments.create(
          requireTrx(input),
          {
            userId,
            profileId: input.profileId,
            kind: input.body.kind,
            amount: input.body.amount,
            currency: input.body.currency,
            note: input.body.note ? input.body.note : null,
          },
          'waiting',
        );
        return viewOf(row, userId);
      }),
      defineRoute(getChatPayment, async (input) => {
        const { userId } = requireUser(input);
        const row = await chatPayments.find(ctx.db, idOf(input.params));
        if (!row) throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
        return viewOf(row, userId);
      }),
      defineRoute(listChatPayments, async (input) => {
        const { userId } = requireUser(input);
        const rows = await chatPayments.listOf(ctx.db, userId);
        return { items: rows.map((row) => viewOf(row, userId)) };
      }),
      defineRoute(claimChatPayment, async (input) => {
        const { userId } = requireUser(input);
        const row = await chatPayments.claim(requireTrx(input), idOf(input.params), {
          userId,
          profileId: input.profileId,
        });
        return viewOf(row, userId);
      }),
      defineRoute(payChatPayment, async (input) => {
        const { userId } = requireUser(input);
        const row = await chatPayments.pay(requireTrx(input), idOf(input.params), {
          userId,
          profileId: input.profileId,
        });
        return viewOf(row, userId);
      }),
      defineRoute(cancelChatPayment, async (input) => {
        const { userId } = requireUser(input);
        const row = await chatPayments.cancel(requireTrx(input), idOf(input.params), userId);
        return viewOf(row, userId);
      }),
      defineRoute(prepareChatPaymentMessage, async (input) => {
        const { userId } = requireUser(input);
        return preparedMessageOf(idOf(input.params), userId);
      }),

      // ——— the bot ———
      defineRoute(createBotChatPaymentDraft, async ({ body }) => {
        const user = await userOfTelegram(ctx.db, body.telegram_user_id);
        if (!user) return { card: null, language: 'en', refusal_code: 'NOT_FOUND' };
        const parsed = parseChatPaymentQuery(body.query);
        if (!parsed) return { card: null, language: user.language, refusal_code: 'VALIDATION_ERROR' };
        try {
          const row = await runMoneyTransaction(ctx.db, (trx) =>
            chatPayments.create(
              trx,
              {
                userId: user.userId,
                profileId: user.profileId,
                ...parsed,
                displayName: body.display_name,
              },
              'draft',
            ),
          );
          return { card: viewOf(row, user.userId), language: user.language, refusal_code: null };
        } catch (error) {
          if (!isDomainError(error)) throw error;
          return { card: null, language: user.language, refusal_code: error.code };
        }
      }),
      defineRoute(activateBotChatPayment, async ({ body, params }) => {
        const id = idOf(params);
        const user = await userOfTelegram(ctx.db, body.telegram_user_id);
        if (!user) throw new DomainError('NOT_FOUND', { reason: 'chat_payment_not_found' });
        try {
          const row = await runMoneyTransaction(ctx.db, (trx) =>
            chatPayments.activate(trx, id, user.userId, body.inline_message_id),
          );
          return {
            is_active: true,
            refusal_code: null,
            card: viewOf(row, user.userId),
            language: user.language,
          };
        } catch (error) {
          if (!isDomainError(error) || error.code === 'NOT_FOUND') throw error;
          const row = await chatPayments.find(ctx.db, id);
          if (!row) throw error;
          return {
            is_active: false,
            refusal_code: error.code,
            card: viewOf(row, user.userId),
            language: user.language,
          };
        }
      }),
      defineRoute(recordBotPreparedMessage, async ({ body, params }) => ({
        is_recorded: await chatPayments.recordPreparedMessage(
          ctx.db,
          idOf(params),
          BigInt(body.telegram_user_id),
          { id: body.prepared_message_id, expiresAt: new Date(body.expires_at) },
        ),
      })),
    ],
  };
}
