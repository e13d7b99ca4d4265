import type { BotUsers } from './bot-users';
import type { BotVerification } from './bot-verification';
import type { ChatPaymentServer } from './features/chat-payments/chat-payment-server';
import type { NotificationServer } from './features/notifications/notification-server';
import type { SupportDeps } from './features/support';
import type { StartSourceRecorder } from './start-sources';

/** What the bot reaches outside itself; each port talks to the server's bot base in production. */
export interface BotDeps {
  /** Keeps where a user came from on `/start` until they sign up. */
  startSources: StartSourceRecorder;
  /** The server's reads and writes about a Telegram user (balance, chosen language). */
  users: BotUsers;
  /** Told when a user blocks the bot or comes back (status notifications). */
  chatReachability?: Pick<NotificationServer, 'setReachable'>;
  /** Verification: the phone a user shares as their own contact. */
  verification?: BotVerification;
  /** Pay in a chat: inline mode's draft cards and their activation. */
  chatPayments?: ChatPaymentServer;
  /** The help bot's conversation state and tickets. */
  support: SupportDeps;
  /** Told of every error a feature's error boundary stops (a log line in production). */
  onError?(error: unknown): void;
}
