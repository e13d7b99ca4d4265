import { SUPPORT_EMAIL } from '@ferry/shared/domain';
import { translate } from '../../i18n/translate';
import type { MailMessage } from '../../providers/mail/mailer';
import type { SupportTicket } from './support-tickets.repo';

/** Who wrote, as an agent can find them in Telegram. */
export function describeTicketSender(ticket: SupportTicket): string {
  const name = ticket.firstName ?? 'Telegram user';
  return ticket.username ? `${name} @${ticket.username}` : name;
}

/** The ticket as mail to the support mailbox, in English: the team's language. */
export function renderSupportTicketMail(ticket: SupportTicket): MailMessage {
  const params = {
    number: ticket.number,
    name: describeTicketSender(ticket),
    userId: ticket.telegramUserId.toString(),
    language: ticket.language,
    text: ticket.text,
  };
  return {
    to: SUPPORT_EMAIL,
    subject: translate('en', 'support.ticketMail.subject', params),
    text: translate('en', 'support.ticketMail.body', params),
  };
}
