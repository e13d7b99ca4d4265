import type { Logger } from '../../logging/logger';
import type { Outbox } from '../mail/outbox';

/** Sends text messages; only a sandbox exists so far (no SMS provider is configured). */
export interface SmsSender {
  mode: 'sandbox';
  send(to: string, text: string): Promise<void>;
}

export function createSandboxSmsSender(outbox: Outbox, logger: Logger): SmsSender {
  return {
    mode: 'sandbox',
    async send(to, text) {
      await outbox.put('sms', to, 'SMS', text);
      logger.info({ to, text }, 'sandbox sms');
    },
  };
}
