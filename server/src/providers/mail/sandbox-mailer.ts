import type { Logger } from '../../logging/logger';
import type { Mailer } from './mailer';
import type { Outbox } from './outbox';

/** Keeps mail in the outbox and prints it to the log, so a developer can sign in offline. */
export function createSandboxMailer(outbox: Outbox, logger: Logger): Mailer {
  return {
    mode: 'sandbox',
    async send(message) {
      await outbox.put('email', message.to.toLowerCase(), message.subject, message.text);
      logger.info({ to: message.to, subject: message.subject, text: message.text }, 'sandbox mail');
    },
  };
}
