export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. The sandbox keeps an outbox; SMTP delivers for real. */
export interface Mailer {
  mode: 'sandbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
