import type { Language, MessageKey } from '@ferry/locales';
import type { BotNotification } from '@ferry/shared/contracts';
import { type Api, GrammyError, InlineKeyboard } from 'grammy';
import type { Translate } from '../../translate';
import { moneyText } from '../notifications/money-text';
import {
  type CardLinks,
  cardArticle,
  cardKeyboard,
  cardLink,
  cardText,
  faceOfNotice,
  partyNameIn,
} from './chat-payment-card';
import type { ChatPaymentServer } from './chat-payment-server';

const NOTICE_KEYS: Record<string, MessageKey> = {
  chatPaymentWaiting: 'bot.chatPay.noticeWaiting',
  chatPaymentClaimed: 'bot.chatPay.noticeClaimed',
  chatPaymentReceived: 'bot.chatPay.noticeReceived',
  chatPaymentCancelled: 'bot.chatPay.noticeCancelled',
  chatPaymentReturned: 'bot.chatPay.noticeReturned',
  chatPaymentExpired: 'bot.chatPay.noticeExpired',
  chatPaymentPaid: 'bot.chatPay.noticePaid',
  chatPaymentPaidByYou: 'bot.chatPay.noticePaidByYou',
};

export interface ChatPaymentNoticeDeps {
  api: Api;
  translate: Translate;
  links: CardLinks;
  /** Records the creator's prepared message; without it prepare requests are left alone. */
  server?: Pick<ChatPaymentServer, 'recordPrepared'>;
}

/** Telegram's "message is not modified" (the card already shows this state): nothing to do. */
function isUnchanged(error: unknown): boolean {
  return error instanceof GrammyError && /not modified/i.test(error.description);
}

/**
 * One chat payment notice from the bot stream: the side's message in their language (with a
 * button into the card), and where the notice carries the card's inline message id, the shared
 * card edited to its new state. A `chatPaymentPrepare` sends nothing: it saves the creator's
 * prepared inline message (savePreparedInlineMessage) and reports its id to the server.
 * Answers the id of the message sent, if any.
 */
export async function handleChatPaymentNotice(
  notification: BotNotification,
  deps: ChatPaymentNoticeDeps,
): Promise<number | null> {
  const notice = notification.chat_payment;
  if (!notice) throw new Error(`Notification ${notification.event_id} carries no chat payment`);
  const language = notification.language as Language;
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    deps.translate(language, key, params);
  const face = faceOfNotice(notice);
  if (notification.kind === 'chatPaymentPrepare') {
    if (!deps.server) return null;
    const prepared = await deps.api.savePreparedInlineMessage(
      Number(notification.chat_id),
      cardArticle({ ...face, status: 'waiting' }, language, deps.links, t),
      { allow_user_chats: true, allow_group_chats: true, allow_channel_chats: true, allow_bot_chats: false },
    );
    await deps.server.recordPrepared(
      notice.id,
      notification.chat_id,
      prepared.id,
      new Date(prepared.expiration_date * 1000),
    );
    return null;
  }
  const key = NOTICE_KEYS[notification.kind];
  if (!key) throw new Error(`Notification ${notification.event_id} is no chat payment notice`);
  const amount = moneyText(notice.amount, notice.currency, language);
  const otherName =
    notice.role === 'creator'
      ? notice.counterparty_name === null
        ? ''
        : partyNameIn(notice.counterparty_name, t)
      : partyNameIn(notice.creator_name, t);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(notice.expires_at));
  const textKey =
    notification.kind === 'chatPaymentWaiting' && notice.kind === 'request'
      ? 'bot.chatPay.noticeWaitingRequest'
      : key;
  const link = cardLink(face, deps.links);
  const sent = await deps.api.sendMessage(
    notification.chat_id,
    t(textKey, { amount, name: otherName, date }),
    {
      ...(link ? { reply_markup: new InlineKeyboard().url(t('bot.chatPay.open'), link) } : {}),
    },
  );
  if (notice.inline_message_id) {
    try {
      const keyboard = cardKeyboard(face, deps.links, t);
      await deps.api.editMessageTextInline(
        notice.inline_message_id,
        cardText(face, language, t),
        keyboard ? { reply_markup: keyboard } : { reply_markup: { inline_keyboard: [] } },
      );
    } catch (error) {
      if (!isUnchanged(error)) throw error;
    }
  }
  return sent.message_id;
}
