import type { MessageKey } from '@ferry/locales';
import { InlineKeyboard } from 'grammy';
import { buildOpenAppKeyboard } from '../../open-app-keyboard';
import { SUPPORT_CALLBACK, SUPPORT_TOPICS, topicTitleKey } from './support-topics';

type T = (key: MessageKey) => string;

/** The help menu: one row per FAQ topic, then "Contact support", then the mini-app. */
export function buildSupportMenuKeyboard(t: T, publicUrl: string): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const topic of SUPPORT_TOPICS) {
    keyboard.text(t(topicTitleKey(topic)), `${SUPPORT_CALLBACK.topicPrefix}${topic}`).row();
  }
  keyboard.text(t('support.contact'), SUPPORT_CALLBACK.contact);
  return keyboard.append(buildOpenAppKeyboard(publicUrl, t('bot.openApp')));
}

/** Under an FAQ answer: back to the topics, or write to support. */
export function buildAnswerKeyboard(t: T): InlineKeyboard {
  return new InlineKeyboard()
    .text(t('support.contact'), SUPPORT_CALLBACK.contact)
    .row()
    .text(t('support.back'), SUPPORT_CALLBACK.menu);
}

export function buildCancelKeyboard(t: T): InlineKeyboard {
  return new InlineKeyboard().text(t('support.cancel'), SUPPORT_CALLBACK.cancel);
}

/** The "Support" button other features put under their messages (the /start greeting). */
export function addSupportButton(keyboard: InlineKeyboard, t: T): InlineKeyboard {
  return keyboard.row().text(t('support.button'), SUPPORT_CALLBACK.open);
}
