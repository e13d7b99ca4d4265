import { isLanguage } from '@ferry/locales';
import { SUPPORT_TICKET_MAX_CHARS } from '@ferry/shared/contracts';
import { SUPPORT_EMAIL, SUPPORT_START_PAYLOAD } from '@ferry/shared/domain';
import { Composer, GrammyError } from 'grammy';
import type { Message } from 'grammy/types';
import type { BotContext } from '../../bot-context';
import type { Translate } from '../../translate';
import { createAppealAdditions } from './appeal-additions';
import type { AppealTickets } from './appeal-tickets';
import type { SupportConversations } from './support-conversation';
import type { SupportDesk } from './support-desk';
import { buildAnswerKeyboard, buildCancelKeyboard, buildSupportMenuKeyboard } from './support-keyboards';
import { isSupportTopic, SUPPORT_CALLBACK, topicAnswerKey } from './support-topics';

export interface SupportFeatureOptions {
  publicUrl: string;
  translate: Translate;
  conversations: SupportConversations;
  desk: SupportDesk;
  /**
   * The chat (a group of agents) tickets are forwarded to and answered from; unset, the server
   * mails each ticket to the support address instead.
   */
  supportChatId?: number;
  /** Appeals against a hold opened as tickets; the user's replies to their message join them. */
  appeals?: AppealTickets;
  onError?(error: unknown): void;
}

/** A Telegram message holds 4096 characters; a quoted text leaves room for the header. */
const MAX_QUOTED_CHARS = 3800;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A command at the start of the message (`/help`, `/cancel`): never taken as a ticket. */
function isCommand(message: Message): boolean {
  return message.entities?.some((entity) => entity.type === 'bot_command' && entity.offset === 0) ?? false;
}

/**
 * The help bot: `/help` (and `/start support`, and the "Support" button) opens a menu of FAQ
 * topics whose answers replace the menu in place with a way back; "Contact support" asks for one
 * message, opens a numbered ticket on the server and forwards it to the support chat, where an
 * agent's reply to it goes back to the user under the ticket number.
 */
export function createSupportFeature(options: SupportFeatureOptions): Composer<BotContext> {
  const { conversations, desk, translate, supportChatId } = options;
  const feature = new Composer<BotContext>();
  const menuKeyboard = (ctx: BotContext) => buildSupportMenuKeyboard(ctx.t, options.publicUrl);

  // The support chat: an agent's reply to a forwarded ticket reaches the ticket's user.
  if (supportChatId !== undefined) {
    feature.chatType(['group', 'supergroup']).on('message', async (ctx, next) => {
      const repliedTo = ctx.message.reply_to_message;
      if (ctx.chat.id !== supportChatId || !repliedTo) return next();
      const text = ctx.message.text ?? ctx.message.caption;
      if (!text) return;
      const ticket = await desk.findReplyTarget(ctx.chat.id, repliedTo.message_id);
      if (!ticket) return;
      const language = isLanguage(ticket.language) ? ticket.language : 'en';
      const number = ticket.ticket_number;
      try {
        await ctx.api.sendMessage(
          Number(ticket.chat_id),
          translate(language, 'support.reply', { number, text: clip(text, MAX_QUOTED_CHARS) }),
        );
      } catch (error) {
        if (!(error instanceof GrammyError)) throw error;
        await ctx.reply(translate('en', 'support.replyFailed', { number, reason: error.description }), {
          reply_parameters: { message_id: ctx.message.message_id },
        });
        return;
      }
      await ctx.reply(translate('en', 'support.replyDelivered', { number }), {
        reply_parameters: { message_id: ctx.message.message_id },
      });
    });
  }

  const privateChats = feature.chatType('private');

  privateChats.command('help', async (ctx) => {
    const help = ctx.t('bot.help', { email: SUPPORT_EMAIL });
    await ctx.reply(`${help}\n\n${ctx.t('support.menu')}`, { reply_markup: menuKeyboard(ctx) });
  });

  // `https://t.me/<bot>?start=support` (the app's Support item) opens the menu; other payloads
  // go on to the greeting.
  privateChats.command('start', async (ctx, next) => {
    if (ctx.match !== SUPPORT_START_PAYLOAD) return next();
    await ctx.reply(ctx.t('support.menu'), { reply_markup: menuKeyboard(ctx) });
  });

  feature.callbackQuery(SUPPORT_CALLBACK.open, async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.api.sendMessage(ctx.chat?.id ?? ctx.from.id, ctx.t('support.menu'), {
      reply_markup: menuKeyboard(ctx),
    });
  });

  feature.callbackQuery(SUPPORT_CALLBACK.menu, async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(ctx.t('support.menu'), { reply_markup: menuKeyboard(ctx) });
  });

  feature.callbackQuery(new RegExp(`^${SUPPORT_CALLBACK.topicPrefix}(\\w+)$`), async (ctx) => {
    const topic = ctx.match[1] ?? '';
    await ctx.answerCallbackQuery();
    if (!isSupportTopic(topic)) return;
    await ctx.editMessageText(ctx.t(topicAnswerKey(topic)), { reply_markup: buildAnswerKeyboard(ctx.t) });
  });

  feature.callbackQuery(SUPPORT_CALLBACK.contact, async (ctx) => {
    await ctx.answerCallbackQuery();
    const chatId = ctx.chat?.id ?? ctx.from.id;
    await conversations.start(chatId);
    await ctx.api.sendMessage(chatId, ctx.t('support.askMessage'), {
      reply_markup: buildCancelKeyboard(ctx.t),
    });
  });

  const cancel = async (ctx: BotContext, chatId: number) => {
    await conversations.end(chatId);
    await ctx.api.sendMessage(chatId, ctx.t('support.cancelled'), { reply_markup: menuKeyboard(ctx) });
  };
  feature.callbackQuery(SUPPORT_CALLBACK.cancel, async (ctx) => {
    await ctx.answerCallbackQuery();
    await cancel(ctx, ctx.chat?.id ?? ctx.from.id);
  });
  privateChats.command('cancel', async (ctx, next) => {
    if (!(await conversations.current(ctx.chat.id))) return next();
    await cancel(ctx, ctx.chat.id);
  });

  // A reply to the bot's message of an appeal joins that appeal's ticket.
  if (options.appeals)
    feature.use(
      createAppealAdditions({
        appeals: options.appeals,
        desk,
        ...(supportChatId === undefined ? {} : { supportChatId }),
        ...(options.onError ? { onError: options.onError } : {}),
      }),
    );

  // The conversation's one step: the user's next message becomes the ticket.
  privateChats.on('message', async (ctx, next) => {
    if (isCommand(ctx.message) || !(await conversations.current(ctx.chat.id))) return next();
    const text = (ctx.message.text ?? ctx.message.caption ?? '').trim().slice(0, SUPPORT_TICKET_MAX_CHARS);
    if (!text) {
      await ctx.reply(ctx.t('support.textOnly'), { reply_markup: buildCancelKeyboard(ctx.t) });
      return;
    }
    try {
      const ticket = await desk.openTicket({
        telegram_user_id: String(ctx.from.id),
        chat_id: String(ctx.chat.id),
        message_id: ctx.message.message_id,
        language: ctx.language,
        username: ctx.from.username ?? null,
        first_name: ctx.from.first_name.slice(0, 64) || null,
        text,
        delivery: supportChatId === undefined ? 'mail' : 'chat',
      });
      if (supportChatId !== undefined) {
        const forwarded = await ctx.api.sendMessage(
          supportChatId,
          translate('en', 'support.forward', {
            number: ticket.ticket_number,
            name: ctx.from.username ? `${ctx.from.first_name} @${ctx.from.username}` : ctx.from.first_name,
            userId: String(ctx.from.id),
            language: ctx.language,
            text: clip(text, MAX_QUOTED_CHARS),
          }),
        );
        await desk.recordForward(ticket.ticket_number, supportChatId, forwarded.message_id);
      }
      await conversations.end(ctx.chat.id);
      await ctx.reply(ctx.t('support.ticketCreated', { number: ticket.ticket_number }));
    } catch (error) {
      // The conversation stays open: the user's next message tries again.
      options.onError?.(error);
      await ctx.reply(ctx.t('support.ticketFailed', { email: SUPPORT_EMAIL }));
    }
  });

  return feature;
}
