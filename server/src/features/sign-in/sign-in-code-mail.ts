import type { Language } from '@ferry/locales';
import { CODE_TTL_SECONDS } from '../../codes/one-time-codes';
import { translate } from '../../i18n/translate';
import type { MailMessage } from '../../providers/mail/mailer';

/** The sign-in code mail in the reader's language. */
export function renderSignInCodeMail(language: Language, to: string, code: string): MailMessage {
  return {
    to,
    subject: translate(language, 'mail.signInCode.subject'),
    text: translate(language, 'mail.signInCode.body', { code, count: CODE_TTL_SECONDS / 60 }),
  };
}
