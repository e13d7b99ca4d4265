import type { MessageKey } from '@ferry/locales';
import type { BotNotification } from '@ferry/shared/contracts';
import type { InlineKeyboard } from 'grammy';
import { buildOpenAppKeyboard } from '../../open-app-keyboard';
import type { Translate } from '../../translate';

type T = (key: MessageKey, params?: Parameters<Translate>[2]) => string;

/** The app's screen of a hold, which says where the appeal stands. */
const HOLD_SCREEN = 'authentication/blocked';

/**
 * The user's appeal against a hold, in their language: it is open under its ticket id, support
 * answers here in the help chat, and a reply to this very message adds to it (the message is
 * the help-bot ticket's anchor: bot/src/features/support/appeal-tickets.ts). Its button opens
 * the hold's screen in the mini-app.
 */
export function buildVerificationAppealMessage(
  notification: BotNotification,
  t: T,
  publicUrl: string,
): { text: string; keyboard: InlineKeyboard } {
  const appeal = notification.appeal;
  if (!appeal) throw new Error(`Notification ${notification.event_id} carries no appeal`);
  return {
    text: t('bot.appeal.opened', { ticket: appeal.ticket_id }),
    keyboard: buildOpenAppKeyboard(publicUrl.replace(/\/+$/, ''), t('bot.appeal.openHold'), {}, HOLD_SCREEN),
  };
}
