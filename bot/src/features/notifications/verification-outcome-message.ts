import type { MessageKey } from '@ferry/locales';
import type { BotNotification } from '@ferry/shared/contracts';
import {
  decimalToMinor,
  findCurrency,
  formatMoney,
  MODE_SEGMENT,
  SUPPORT_EMAIL,
  verificationLevelLabelKey,
} from '@ferry/shared/domain';
import { InlineKeyboard } from 'grammy';
import type { Translate } from '../../translate';
import { addSupportButton } from '../support';

type T = (key: MessageKey, params?: Parameters<Translate>[2]) => string;

/** Where a step's outcome opens the app when it was not started from a journey. */
const PROFILE_VERIFICATION_PATH = '/profile/verification';

const STEP_NAME_KEY = {
  PHONE: 'bot.stepOutcome.step.PHONE',
  IDENTITY: 'bot.stepOutcome.step.IDENTITY',
  ADDRESS: 'bot.stepOutcome.step.ADDRESS',
  DECLARED_ADDRESS: 'bot.stepOutcome.step.DECLARED_ADDRESS',
} as const satisfies Record<string, MessageKey>;

/** A limit in whole units of its currency, as the locale writes money. */
function limitText(amount: string, currency: string, locale: string): string {
  const scale = findCurrency(currency)?.scale;
  const minor = scale === undefined ? null : decimalToMinor(amount, scale);
  if (minor === null || scale === undefined) return `${amount}\u00a0${currency}`;
  return formatMoney(minor, currency, locale, scale);
}

/**
 * A verification outcome in the user's language: the step approved, to be redone with what the
 * provider told the user to fix, or rejected for good with the way to support; or the level gone
 * up with its new limits. Its button opens the mini-app where the user was: the transaction
 * journey the step was started from, else the profile's verification (a `web_app` button, which
 * Telegram accepts for https pages only; a development address opens as a link).
 */
export function buildVerificationOutcomeMessage(
  notification: BotNotification,
  t: T,
  publicUrl: string,
): { text: string; keyboard: InlineKeyboard } {
  const outcome = notification.verification;
  if (!outcome) throw new Error(`Notification ${notification.event_id} carries no verification outcome`);
  const locale = notification.language;
  const step = outcome.step === null ? '' : t(STEP_NAME_KEY[outcome.step]);
  let text: string;
  switch (notification.kind) {
    case 'verificationApproved':
      text = t('bot.stepOutcome.approved', { step });
      break;
    case 'verificationRetry':
      text =
        outcome.comment === null || outcome.comment.trim() === ''
          ? t('bot.stepOutcome.retryNoComment', { step })
          : t('bot.stepOutcome.retry', { step, comment: outcome.comment.trim() });
      break;
    case 'verificationRejected':
      text = t('bot.stepOutcome.rejected', { step, email: SUPPORT_EMAIL });
      break;
    default:
      text = limitRaisedText(outcome, t, locale);
  }
  const isJourney = outcome.return_path !== PROFILE_VERIFICATION_PATH;
  const label = t(isJourney ? 'bot.stepOutcome.continue' : 'bot.stepOutcome.openVerification');
  const url = `${publicUrl.replace(/\/+$/, '')}/${MODE_SEGMENT.messenger}${outcome.return_path}`;
  const keyboard = url.startsWith('https://')
    ? new InlineKeyboard().webApp(label, url)
    : new InlineKeyboard().url(label, url);
  if (notification.kind === 'verificationRejected') addSupportButton(keyboard, t);
  return { text, keyboard };
}

function limitRaisedText(
  outcome: NonNullable<BotNotification['verification']>,
  t: T,
  locale: string,
): string {
  const { limits, level } = outcome;
  if (!limits || !level) throw new Error('A raised limit carries its level and limits');
  const money = (amount: string) => limitText(amount, limits.currency, locale);
  const levelName = t(verificationLevelLabelKey(level));
  if (limits.in.day === limits.out.day && limits.in.month === limits.out.month)
    return t('bot.stepOutcome.limitRaised', {
      level: levelName,
      day: money(limits.out.day),
      month: money(limits.out.month),
    });
  return t('bot.stepOutcome.limitRaisedSplit', {
    level: levelName,
    inDay: money(limits.in.day),
    inMonth: money(limits.in.month),
    outDay: money(limits.out.day),
    outMonth: money(limits.out.month),
  });
}
