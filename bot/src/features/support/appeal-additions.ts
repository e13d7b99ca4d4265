import { SUPPORT_TICKET_MAX_CHARS } from '@ferry/shared/contracts';
import { SUPPORT_EMAIL } from '@ferry/shared/domain';
import { Composer } from 'grammy';
import type { BotContext } from '../../bot-context';
import type { AppealTickets } from './appeal-tickets';
import type { SupportDesk } from './support-desk';

export interface AppealAdditionsOptions {
  appeals: AppealTickets;
  desk: SupportDesk;
  supportChatId?: number;
  onError?(error: unknown): void;
}

/**
 * "Reply here to add anything": the user's reply to the bot's message of an open appeal joins
 * its ticket. With a support chat it is forwarded there under the ticket's number, and the
 * agent's reply to it reaches the user like any ticket's; without one, the server mails it as a
 * ticket that names the appeal's. Any other message goes on to the rest of the bot.
 */
export function createAppealAdditions(options: AppealAdditionsOptions): Composer<BotContext> {
  const { appeals, desk, supportChatId } = options;
  const feature = new Composer<BotContext>();
  feature.chatType('private').on('message', async (ctx, next) => {
    const repliedTo = ctx.message.reply_to_message;
    if (!repliedTo) return next();
    const anchor = await appeals.find(ctx.chat.id, repliedTo.message_id);
    if (!anchor) return next();
    const text = (ctx.message.text ?? ctx.message.caption ?? '')
      .trim()
      .slice(0, SUPPORT_TICKET_MAX_CHARS - 200);
    if (!text) {
      await ctx.reply(ctx.t('support.textOnly'));
      return;
    }
    const number = anchor.ticket_number;
    const header = `addition to the appeal ${anchor.appeal_ticket_id} (Telegram id ${ctx.from.id}, language ${ctx.language})`;
    try {
      if (supportChatId !== undefined) {
        const forwarded = await ctx.api.sendMessage(
          supportChatId,
          `Ticket #${number} · ${header}\n\n${text}\n\nReply to this message to answer the user.`,
        );
        await desk.recordForward(number, supportChatId, forwarded.message_id);
      } else {
        await desk.openTicket({
          telegram_user_id: String(ctx.from.id),
          chat_id: String(ctx.chat.id),
          message_id: ctx.message.message_id,
          language: ctx.language,
          username: ctx.from.username ?? null,
          first_name: ctx.from.first_name.slice(0, 64) || null,
          text: `Ticket #${number} · ${header}\n\n${text}`,
          delivery: 'mail',
        });
      }
      await ctx.reply(ctx.t('bot.appeal.added', { number }), {
        reply_parameters: { message_id: ctx.message.message_id },
      });
    } catch (error) {
      options.onError?.(error);
      await ctx.reply(ctx.t('bot.appeal.addFailed', { email: SUPPORT_EMAIL }));
    }
  });
  return feature;
}
