import type { MessageKey } from '@ferry/locales';
import type { BotNotification } from '@ferry/shared/contracts';
import { cardErrorKey } from '@ferry/shared/domain';
import type { InlineKeyboard } from 'grammy';
import { buildOpenAppKeyboard } from '../../open-app-keyboard';
import type { Translate } from '../../translate';
import { moneyText } from './money-text';

type T = (key: MessageKey, params?: Parameters<Translate>[2]) => string;
type CardNews = NonNullable<BotNotification['card']>;

/** Namespaces a decline's reason is told from: the card's errors and the cards' own texts. */
const REASON_NAMESPACES = ['errors.card.', 'cards.'];
/** The plain decline: the headline already says it, so no reason line repeats it. */
const PLAIN_DECLINE_KEY = cardErrorKey('declined');

const TEXT_KEYS = {
  cardSpent: ['bot.card.spent', 'bot.card.spentNoMerchant'],
  cardDeclined: ['bot.card.declined', 'bot.card.declinedNoMerchant'],
  cardRefunded: ['bot.card.refunded', 'bot.card.refundedNoMerchant'],
  cardLowBalance: ['bot.card.lowBalance', 'bot.card.lowBalance'],
} as const satisfies Record<string, readonly [MessageKey, MessageKey]>;

/**
 * The reason of a decline in the user's words, from its catalogue key; null for none, for the
 * plain decline, and for a key the catalogues lack (i18next answers such a key with itself).
 */
function reasonText(key: string | null, t: T): string | null {
  if (key === null || key === PLAIN_DECLINE_KEY) return null;
  if (!REASON_NAMESPACES.some((namespace) => key.startsWith(namespace))) return null;
  const text = t(key as MessageKey);
  return text === key ? null : text;
}

/**
 * The payment card's news in the user's language: a spend, a decline with its reason in plain
 * words, a refund, or the card's balance running low, each naming the card by its last four
 * digits, the amount as the language writes money, and the merchant when the network named one;
 * a spend and a refund add the card's balance after it. Its button opens the card's screen in
 * the mini-app (the balances, which list the card, when the card was not found).
 */
export function buildCardNoticeMessage(
  notification: BotNotification,
  t: T,
  publicUrl: string,
): { text: string; keyboard: InlineKeyboard } {
  const card = notification.card;
  if (!card) throw new Error(`Notification ${notification.event_id} carries no card notice`);
  const kind = notification.kind as keyof typeof TEXT_KEYS;
  const keys = TEXT_KEYS[kind];
  if (!keys) throw new Error(`Notification ${notification.event_id} is no card notice`);
  const locale = notification.language;
  const amount = moneyText(card.amount.replace(/^-/, ''), card.currency, locale);
  const merchant = card.merchant_name?.trim() || null;
  const lines = [
    merchant === null
      ? t(keys[1], { last4: card.last4, amount })
      : t(keys[0], { last4: card.last4, amount, merchant }),
  ];
  if (kind === 'cardDeclined') {
    const reason = reasonText(card.decline_message_key, t);
    if (reason !== null) lines.push(reason);
  }
  const balance = balanceText(card, locale);
  if ((kind === 'cardSpent' || kind === 'cardRefunded') && balance !== null)
    lines.push(t('bot.card.balance', { balance }));
  const screen = card.profile_id === null ? 'balances' : `balances/${card.profile_id}/settings`;
  return {
    text: lines.join('\n'),
    keyboard: buildOpenAppKeyboard(publicUrl.replace(/\/+$/, ''), t('bot.card.open'), {}, screen),
  };
}

/** The card's balance after the event, in the card's currency; null when either is not known. */
function balanceText(card: CardNews, locale: string): string | null {
  if (card.balance_after === null || card.card_currency === null) return null;
  return moneyText(card.balance_after, card.card_currency, locale);
}
