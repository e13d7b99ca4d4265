import type { BotNotification } from '@ferry/shared/contracts';
import { autoRetry } from '@grammyjs/auto-retry';
import { Api, GrammyError } from 'grammy';
import type { Translate } from '../../translate';
import { type ChatPaymentServer, handleChatPaymentNotice } from '../chat-payments/index';
import type { AppealTickets } from '../support';
import { buildNotificationMessage, type MiniAppLinks } from './notification-message';
import type { NotificationServer } from './notification-server';
import { createSendScheduler, type SendRates, TELEGRAM_SEND_RATES } from './send-scheduler';

export interface NotificationConsumerOptions {
  token: string;
  /** Bot API root; a local emulator in tests. */
  apiRoot?: string;
  server: NotificationServer;
  translate: Translate;
  links: MiniAppLinks;
  /** Names this process in claims (one per instance). */
  claimant: string;
  rates?: SendRates;
  /**
   * Opens each appeal against a hold as a help-bot ticket on its message (to the support chat
   * when set); without it, appeals are left for an instance that has it.
   */
  appeals?: { tickets: AppealTickets; supportChatId?: number };
  /** Saves creators' prepared inline messages of chat payment cards and reports them back. */
  chatPayments?: Pick<ChatPaymentServer, 'recordPrepared'>;
  onError?(error: unknown): void;
  /** Called after each message went out (tests and logs). */
  onSent?(notification: BotNotification): void;
}

export interface NotificationConsumer {
  /** Stops listening, drops what waits for its turn and lets messages in flight finish. */
  stop(): Promise<void>;
  /** Messages waiting for their turn or being sent. */
  pending(): number;
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
/** An appeal's ticket is tried this often after its message went out (opening it is idempotent). */
const APPEAL_TICKET_ATTEMPTS = 4;
const APPEAL_TICKET_RETRY_MS = 1_000;

/**
 * Sends the server's status notifications: it follows `GET /bot/events` (reconnecting with
 * `Last-Event-ID`), paces messages per chat and overall, and for each one claims the event on
 * the server right before sending, so one instance of any number, across restarts, sends it once.
 * A 429 is waited out and retried (auto-retry); a 403 means the user blocked the bot: the server
 * marks them unreachable and nothing is retried for them.
 */
export function startNotificationConsumer(options: NotificationConsumerOptions): NotificationConsumer {
  const api = new Api(options.token, options.apiRoot ? { apiRoot: options.apiRoot } : {});
  api.config.use(autoRetry({ maxRetryAttempts: 5, maxDelaySeconds: 120 }));
  const scheduler = createSendScheduler(options.rates ?? TELEGRAM_SEND_RATES);
  const seen = new Set<string>();
  const controller = new AbortController();
  let isStopped = false;
  let lastEventId = null as bigint | null;
  const report = (error: unknown) => options.onError?.(error);

  async function deliver(notification: BotNotification): Promise<void> {
    if (isStopped) return;
    const { event_id: eventId, chat_id: chatId } = notification;
    if (notification.appeal && !options.appeals) return;
    if (notification.kind === 'chatPaymentPrepare' && !options.chatPayments) return;
    if (!(await options.server.claim(eventId, options.claimant))) return;
    let sentId: number | null;
    try {
      if (notification.chat_payment) {
        sentId = await handleChatPaymentNotice(notification, {
          api,
          translate: options.translate,
          links: options.links,
          ...(options.chatPayments ? { server: options.chatPayments } : {}),
        });
      } else {
        const message = buildNotificationMessage(notification, options.translate, options.links);
        sentId = (await api.sendMessage(chatId, message.text, { reply_markup: message.keyboard })).message_id;
      }
    } catch (error) {
      if (error instanceof GrammyError && error.error_code === 403) {
        await options.server.setReachable(chatId, false);
        return;
      }
      throw error;
    }
    // Outside the user's send: a refusal from the support chat says nothing of the user.
    if (notification.appeal && sentId !== null) await openAppealTicket(notification, sentId);
    await options.server.markSent(eventId, options.claimant);
    options.onSent?.(notification);
  }

  /**
   * The appeal's ticket, anchored on the message just sent: retried here, since the message went
   * out and the claim keeps it from going out again; the ticket route opens one per message.
   */
  async function openAppealTicket(notification: BotNotification, messageId: number): Promise<void> {
    const { appeal } = notification;
    if (!appeal || !options.appeals) return;
    const { tickets, supportChatId } = options.appeals;
    const toOpen = {
      chatId: Number(notification.chat_id),
      language: notification.language,
      ticketId: appeal.ticket_id,
      reasonCode: appeal.reason_code,
      message: appeal.message,
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        await tickets.open({ api, supportChatId }, toOpen, messageId);
        return;
      } catch (error) {
        if (attempt >= APPEAL_TICKET_ATTEMPTS) throw error;
        report(error);
        await new Promise((resolve) => setTimeout(resolve, APPEAL_TICKET_RETRY_MS * attempt));
      }
    }
  }

  function receive(notification: BotNotification): void {
    const id = BigInt(notification.event_id);
    if (lastEventId === null || id > lastEventId) lastEventId = id;
    if (seen.has(notification.event_id)) return;
    seen.add(notification.event_id);
    if (seen.size > 50_000) seen.delete(seen.values().next().value as string);
    scheduler.schedule(notification.chat_id, () => deliver(notification)).catch(report);
  }

  void (async () => {
    let delayMs = RECONNECT_MIN_MS;
    while (!isStopped) {
      const startedAt = Date.now();
      try {
        await options.server.stream(lastEventId?.toString() ?? null, receive, controller.signal);
      } catch (error) {
        if (!isStopped) report(error);
      }
      if (isStopped) break;
      delayMs =
        Date.now() - startedAt > RECONNECT_MAX_MS
          ? RECONNECT_MIN_MS
          : Math.min(delayMs * 2, RECONNECT_MAX_MS);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  })();

  return {
    async stop() {
      isStopped = true;
      controller.abort();
      for (let waited = 0; scheduler.pending() > 0 && waited < 10_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
    pending: () => scheduler.pending(),
  };
}
