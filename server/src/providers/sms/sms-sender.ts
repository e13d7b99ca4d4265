import type { Logger } from '../../logging/logger';
import type { Outbox } from '../mail/outbox';

/** Sends text messages: the sandbox keeps them in the outbox, a gateway delivers them. */
export interface SmsSender {
  mode: 'sandbox' | 'live';
  send(to: string, text: string): Promise<void>;
}

/** Keeps texts in the outbox and prints them to the log, so a developer can confirm offline. */
export function createSandboxSmsSender(outbox: Outbox, logger: Logger): SmsSender {
  return {
    mode: 'sandbox',
    async send(to, text) {
      await outbox.put('sms', to, 'SMS', text);
      logger.info({ to, text }, 'sandbox sms');
    },
  };
}
