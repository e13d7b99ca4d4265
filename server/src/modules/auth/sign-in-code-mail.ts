import type { Language } from '@ferry/locales';
import { translate } from '../../i18n/translate';
import type { MailMessage } from '../../providers/mail/mailer';
import { CODE_TTL_SECONDS } from './email-codes';

/** The sign-in code mail in the reader's language. */
export function renderSignInCodeMail(language: Language, to: string, code: string): MailMessage {
  return {
    to,
    subject: translate(language, 'mail.signInCode.subject'),
    text: translate(language, 'mail.signInCode.body', { code, count: CODE_TTL_SECONDS / 60 }),
  };
}

/** Where the code went, without giving the whole address away: "o***a@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at);
  const last = local.length > 2 ? local.slice(-1) : '';
  return `${local.slice(0, 1)}***${last}${domain}`;
}
