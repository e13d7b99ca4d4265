import type { Language, MessageKey, MessageParams } from '@ferry/locales';
import type { BotNotification, ChatPaymentView } from '@ferry/shared/contracts';
import { buildStartAppLink, chatPaymentStartParam, givenPartyName } from '@ferry/shared/domain';
import { InlineKeyboard, InlineQueryResultBuilder } from 'grammy';
import type { InlineQueryResultArticle } from 'grammy/types';
import type { Translate } from '../../translate';
import { moneyText } from '../notifications/money-text';

type T = (key: MessageKey, params?: MessageParams) => string;

/** What a card shows, from the server's view or from the stream's notice. */
export interface CardFace {
  id: string;
  kind: 'send' | 'request';
  status: string;
  amount: string;
  currency: string;
  note: string | null;
  creatorName: string;
  counterpartyName: string | null;
  shareLink: string | null;
}

export interface CardLinks {
  botUsername?: string | undefined;
  miniAppShortName?: string | undefined;
}

export function faceOfView(view: ChatPaymentView): CardFace {
  return {
    id: view.id,
    kind: view.kind,
    status: view.status,
    amount: view.amount,
    currency: view.currency,
    note: view.note,
    creatorName: view.creator.display_name,
    counterpartyName: view.counterparty?.display_name ?? null,
    shareLink: view.share_link,
  };
}

export function faceOfNotice(notice: NonNullable<BotNotification['chat_payment']>): CardFace {
  return {
    id: notice.id,
    kind: notice.kind,
    status: notice.status,
    amount: notice.amount,
    currency: notice.currency,
    note: notice.note,
    creatorName: notice.creator_name,
    counterpartyName: notice.counterparty_name,
    shareLink: notice.share_link,
  };
}

/** The card's link: the server's, else `t.me/<bot>/<app>?startapp=pay_<id>` from the bot's settings. */
export function cardLink(face: CardFace, links: CardLinks): string | null {
  if (face.shareLink) return face.shareLink;
  if (!links.botUsername) return null;
  return buildStartAppLink(
    { botUsername: links.botUsername, miniAppShortName: links.miniAppShortName },
    chatPaymentStartParam(face.id),
  );
}

/**
 * A party's name as a message shows it: the one they gave, else the catalogue's "Ferry user" in
 * the message's language (cards store no name for a user without one).
 */
export function partyNameIn(name: string | null, t: T): string {
  return givenPartyName(name) ?? t('chatPay.unnamedUser');
}

/** The line under the amount that says where the card stands. */
function stateLine(face: CardFace, t: T): string {
  switch (face.status) {
    case 'claimed':
      return t('bot.chatPay.stateClaimed', { name: partyNameIn(face.counterpartyName, t) });
    case 'paid':
      return t('bot.chatPay.statePaid', { name: partyNameIn(face.counterpartyName, t) });
    case 'cancelled':
      return t('bot.chatPay.stateCancelled');
    case 'returned':
      return t('bot.chatPay.stateReturned', { name: partyNameIn(face.creatorName, t) });
    case 'expired':
      return t('bot.chatPay.stateExpired');
    default:
      return t(face.kind === 'send' ? 'bot.chatPay.stateWaiting' : 'bot.chatPay.stateWaitingRequest');
  }
}

/**
 * The shared card's text in a language: "💸 10 USDT from Olena", the note, and its state. The card
 * is the sender's, so it is written in the sender's language wherever it is shown.
 */
export function cardText(face: CardFace, language: Language, t: T): string {
  const amount = moneyText(face.amount, face.currency, language);
  const name = partyNameIn(face.creatorName, t);
  const head =
    face.kind === 'send'
      ? t('bot.chatPay.cardSend', { amount, name })
      : t('bot.chatPay.cardRequest', { amount, name });
  return [head, ...(face.note ? [`“${face.note}”`] : []), '', stateLine(face, t)].join('\n');
}

/**
 * The card's button while it waits: a `url` button to the mini-app's direct link (a `web_app`
 * button works only in the bot's private chat, and a card lives in groups). None once it ended.
 */
export function cardKeyboard(face: CardFace, links: CardLinks, t: T): InlineKeyboard | undefined {
  const link = cardLink(face, links);
  if (!link || (face.status !== 'waiting' && face.status !== 'draft')) return undefined;
  return new InlineKeyboard().url(t(face.kind === 'send' ? 'bot.chatPay.receive' : 'bot.chatPay.pay'), link);
}

/** The inline result (and the prepared message) of a card. */
export function cardArticle(
  face: CardFace,
  language: Language,
  links: CardLinks,
  t: T,
): InlineQueryResultArticle {
  const amount = moneyText(face.amount, face.currency, language);
  const keyboard = cardKeyboard(face, links, t) ?? new InlineKeyboard();
  return InlineQueryResultBuilder.article(
    face.id,
    t(face.kind === 'send' ? 'bot.chatPay.inlineTitleSend' : 'bot.chatPay.inlineTitleRequest', { amount }),
    {
      description: [
        face.note,
        t(
          face.kind === 'send' ? 'bot.chatPay.inlineDescriptionSend' : 'bot.chatPay.inlineDescriptionRequest',
        ),
      ]
        .filter(Boolean)
        .join(' · '),
      reply_markup: keyboard,
    },
  ).text(cardText(face, language, t));
}

/** The help result of a query that is no card. */
export function helpArticle(
  id: string,
  title: MessageKey,
  description: MessageKey,
  botUsername: string,
  t: T,
) {
  return InlineQueryResultBuilder.article(id, t(title), { description: t(description) }).text(
    t('bot.chatPay.helpText', { bot: botUsername }),
  );
}

export function translateIn(translate: Translate, language: Language): T {
  return (key, params) => translate(language, key, params);
}
