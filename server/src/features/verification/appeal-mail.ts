import { SUPPORT_EMAIL } from '@ferry/shared/domain';
import type { Mailer } from '../../providers/mail/mailer';
import type { VerificationPorts } from './verification-ports';

/**
 * The appeal as mail to the support mailbox, in English (the team's language), for a user the
 * help bot cannot reach (a user it reaches gets a help-bot ticket instead): support answers by
 * e-mail, to the account's own address written in it.
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
          `Answer by e-mail to: ${appeal.replyTo ?? '(the account has no e-mail address)'}`,
          `Hold reason: ${appeal.reasonCode}`,
          `Opened: ${appeal.openedAt.toISOString()}`,
          '',
          appeal.message ?? '(no message)',
        ].join('\n'),
      });
    },
  };
}
