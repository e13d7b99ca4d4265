import { SUPPORT_EMAIL } from '@ferry/shared/domain';
import type { Mailer } from '../../providers/mail/mailer';
import type { VerificationPorts } from './verification-ports';

/**
 * The appeal as mail to the support mailbox, in English (the team's language): the help bot's
 * tickets are opened from a Telegram message, which a web user may not have.
 */
export function createAppealMail(mailer: Pick<Mailer, 'send'>): VerificationPorts['appeals'] {
  return {
    async deliver(appeal) {
      await mailer.send({
        to: SUPPORT_EMAIL,
        subject: `Verification hold appeal ${appeal.ticketId}`,
        text: [
          `Ticket: ${appeal.ticketId}`,
          `Profile: ${appeal.profileId}`,
          `Hold reason: ${appeal.reasonCode}`,
          `Opened: ${appeal.openedAt.toISOString()}`,
          '',
          appeal.message ?? '(no message)',
        ].join('\n'),
      });
    },
  };
}
