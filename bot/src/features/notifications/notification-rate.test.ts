import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import type { BotNotification } from '@ferry/shared/contracts';
import TelegramServer from 'telegram-test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslate } from '../../translate';
import { startNotificationConsumer } from './notification-consumer';
import type { NotificationServer } from './notification-server';

const TOKEN = '123456:TEST-token-for-the-notification-rate';
let telegram: TelegramServer;

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  telegram = new TelegramServer({ port: await findFreePort(), host: '127.0.0.1', storeTimeout: 3_600 });
  await telegram.start();
});
afterAll(() => telegram.stop());

function notification(n: number, chatId: string): BotNotification {
  return {
    event_id: String(n + 1),
    kind: 'depositCredited',
    chat_id: chatId,
    language: 'en',
    transaction: {
      id: `F${String(n).padStart(12, '0')}`,
      type: 'PAYIN',
      status: 'DONE',
      amount: `${n + 1}.00`,
      currency: 'EUR',
      to_amount: null,
      to_currency: null,
      paid_amount: null,
    },
  };
}

/** The server's bot base stood in by memory: a stream of the given notifications, every claim won. */
function serverOf(notifications: BotNotification[]): NotificationServer & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async stream(_lastEventId, onNotification, signal) {
      for (const item of notifications) onNotification(item);
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
    },
    claim: async () => true,
    markSent: async (eventId) => void sent.push(eventId),
    setReachable: async () => undefined,
  };
}

describe('notification pace against the Bot API', () => {
  // Telegram's real limit (one message a second per chat): 50 messages take about 49 s, so the
  // interval is not shortened.
  it('sends 50 notifications to one chat at most one a second', { timeout: 120_000 }, async () => {
    const chatId = '4242';
    const server = serverOf(Array.from({ length: 50 }, (_, n) => notification(n, chatId)));
    const consumer = startNotificationConsumer({
      token: TOKEN,
      apiRoot: telegram.config.apiURL,
      server,
      translate: await createTranslate(),
      links: { publicUrl: 'https://ferry.example' },
      claimant: 'rate',
    });
    await expect.poll(() => server.sent.length, { timeout: 90_000, interval: 500 }).toBe(50);
    await consumer.stop();
    const times = telegram.storage.botMessages
      .filter((update) => String(update.message.chat_id) === chatId)
      .map((update) => update.time);
    expect(times).toHaveLength(50);
    const gaps = times.slice(1).map((time, index) => time - (times[index] as number));
    // The next request leaves a second after the previous one was answered: the emulator, which
    // stamps each on arrival, sees them at least a second apart (less a timer's millisecond).
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(990);
    expect((times[49] as number) - (times[0] as number)).toBeGreaterThanOrEqual(49 * 1_000 - 100);
    process.stdout.write(
      `50 messages to one chat: ${(times[49] as number) - (times[0] as number)} ms, smallest gap ${Math.min(...gaps)} ms\n`,
    );
  });
});
