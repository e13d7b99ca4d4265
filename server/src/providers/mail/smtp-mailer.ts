import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Real delivery over SMTP (smtp:// or smtps:// with credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
