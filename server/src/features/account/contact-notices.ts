import type { Language } from '@ferry/locales';
import { translate } from '../../i18n/translate';
import { CODE_TTL_SECONDS } from '../../one-time-codes/one-time-codes';
import type { MailMessage } from '../../providers/mail/mailer';

const minutes = CODE_TTL_SECONDS / 60;

/** The email-change code mail, in the account's language. */
export function renderEmailChangeMail(language: Language, to: string, code: string): MailMessage {
  return {
    to,
    subject: translate(language, 'notices.emailChange.subject'),
    text: translate(language, 'notices.emailChange.body', { code, count: minutes }),
  };
}

/** The phone-change code text message, in the account's language. */
export function renderPhoneChangeSms(language: Language, code: string): string {
  return translate(language, 'notices.phoneChange.sms', { code, count: minutes });
}

/** Where an SMS went, without the whole number: "+380*******67". */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)}${'*'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-2)}`;
}
