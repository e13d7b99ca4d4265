import type { Language } from '@ferry/locales';
import { translate } from '../../i18n/translate';
import { CODE_TTL_SECONDS } from '../../one-time-codes/one-time-codes';
import type { MailMessage } from '../../providers/mail/mailer';

/** The sign-in code mail in the reader's language. */
export function renderSignInCodeMail(language: Language, to: string, code: string): MailMessage {
  return {
    to,
    subject: translate(language, 'mail.signInCode.subject'),
    text: translate(language, 'mail.signInCode.body', { code, count: CODE_TTL_SECONDS / 60 }),
  };
}
