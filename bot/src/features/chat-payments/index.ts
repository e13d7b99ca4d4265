import { Composer } from 'grammy';
import type { BotConfig } from '../../bot-config';
import type { BotContext } from '../../bot-context';
import { cardArticle, cardText, faceOfView, helpArticle } from './chat-payment-card';
import type { ChatPaymentServer } from './chat-payment-server';

export { cardArticle, cardKeyboard, cardText, faceOfNotice, faceOfView } from './chat-payment-card';
export { handleChatPaymentNotice } from './chat-payment-notice';
export { type ChatPaymentServer, createServerChatPayments } from './chat-payment-server';

/** Why a card could not be sent, in words: the balance, the limits, or anything else. */
export function notSentReasonKey(code: string | null) {
  if (code === 'INSUFFICIENT_BALANCE' || code === 'NOT_ENOUGH_FUNDS')
    return 'bot.chatPay.reasonBalance' as const;
  if (code !== null && /LIMIT/.test(code)) return 'bot.chatPay.reasonLimit' as const;
  return 'bot.chatPay.reasonOther' as const;
}

export interface ChatPaymentsFeatureDeps {
  chatPayments: ChatPaymentServer;
  onError?(error: unknown): void;
}

/**
 * Inline mode (`@bot 10 USDT lunch` in any chat): the query becomes a draft card on the server
 * (nothing held) shown as one article in the user's language, with a "Receive" link button;
 * choosing it (`chosen_inline_result`, inline feedback on) activates the card, which holds the
 * money, and keeps the sent message's id so the bot edits the card as it changes. A refused
 * activation edits the message to say the card was not sent. A query that is no card answers help.
 */
export function createChatPaymentsFeature(
  config: BotConfig,
  deps: ChatPaymentsFeatureDeps,
): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  const links = { botUsername: config.botUsername, miniAppShortName: config.miniAppShortName };

  composer.on('inline_query', async (ctx) => {
    const query = ctx.inlineQuery.query.trim();
    const botUsername = config.botUsername ?? ctx.me.username;
    const help = (title: 'helpTitle' | 'notRegisteredTitle' | 'refusedTitle') =>
      helpArticle(
        `help-${title}`,
        `bot.chatPay.${title}`,
        title === 'helpTitle'
          ? 'bot.chatPay.helpDescription'
          : title === 'notRegisteredTitle'
            ? 'bot.chatPay.notRegisteredDescription'
            : 'bot.chatPay.refusedDescription',
        botUsername,
        ctx.t,
      );
    const options = { cache_time: 0, is_personal: true };
    if (query === '') return ctx.answerInlineQuery([help('helpTitle')], options);
    const name = [ctx.from.first_name, ctx.from.last_name].filter(Boolean).join(' ');
    const draft = await deps.chatPayments.draft(String(ctx.from.id), query, name || null);
    if (!draft.card) {
      const title =
        draft.refusal_code === 'NOT_FOUND'
          ? 'notRegisteredTitle'
          : draft.refusal_code === 'VALIDATION_ERROR'
            ? 'helpTitle'
            : 'refusedTitle';
      return ctx.answerInlineQuery([help(title)], options);
    }
    return ctx.answerInlineQuery([cardArticle(faceOfView(draft.card), ctx.language, links, ctx.t)], options);
  });

  composer.on('chosen_inline_result', async (ctx) => {
    const chosen = ctx.chosenInlineResult;
    if (chosen.result_id.startsWith('help-')) return;
    const inlineMessageId = chosen.inline_message_id ?? null;
    const activation = await deps.chatPayments.activate(
      chosen.result_id,
      String(ctx.from.id),
      inlineMessageId,
    );
    if (activation.is_active || !inlineMessageId) return;
    const face = faceOfView(activation.card);
    const text = [
      cardText({ ...face, status: 'cancelled' }, ctx.language, ctx.t).split('\n')[0],
      ctx.t('bot.chatPay.notSent', { reason: ctx.t(notSentReasonKey(activation.refusal_code)) }),
    ].join('\n');
    await ctx.api.editMessageTextInline(inlineMessageId, text);
  });

  return composer;
}
