import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeHttpServer, startFakeHttpServer } from '../../test-support/fake-http-server';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** Stands in for the bot's webhook app: 401 without the secret, 200 with it. */
let bot: FakeHttpServer;
let webhookApp: TestApp;
let pollingApp: TestApp;

beforeAll(async () => {
  bot = await startFakeHttpServer((request, response) => {
    const isKnown = request.headers['x-telegram-bot-api-secret-token'] === 'the-secret-0123456789';
    response
      .writeHead(isKnown ? 200 : 401, { 'Content-Type': 'application/json' })
      .end(isKnown ? '{}' : '"unauthorized"');
  });
  const port = new URL(bot.url).port;
  webhookApp = await createTestApp({ environment: { BOT_MODE: 'webhook', BOT_WEBHOOK_PORT: port } });
  pollingApp = await createTestApp();
});
afterAll(async () => {
  await bot.close();
  await webhookApp.dispose();
  await pollingApp.dispose();
});

function postUpdate(app: TestApp, headers: Record<string, string> = {}) {
  return app.app.request('/bot/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: '{"update_id":1}',
  });
}

describe('POST /bot/webhook', () => {
  it('passes the update and its secret header to the bot, and the bot’s answer back', async () => {
    bot.requests.length = 0;
    const handled = await postUpdate(webhookApp, {
      'X-Telegram-Bot-Api-Secret-Token': 'the-secret-0123456789',
    });
    expect(handled.status).toBe(200);
    expect(bot.requests).toMatchObject([{ method: 'POST', url: '/bot/webhook', body: '{"update_id":1}' }]);
    expect((await postUpdate(webhookApp)).status).toBe(401);
  });

  it('answers 503 while the bot is not listening, so Telegram retries', async () => {
    const probe = createServer();
    const freePort = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      }),
    );
    const orphan = await createTestApp({
      environment: { BOT_MODE: 'webhook', BOT_WEBHOOK_PORT: String(freePort) },
    });
    try {
      const answer = await postUpdate(orphan, { 'X-Telegram-Bot-Api-Secret-Token': 'the-secret-0123456789' });
      expect(answer.status).toBe(503);
    } finally {
      await orphan.dispose();
    }
  });

  it('does not exist in polling mode', async () => {
    expect((await postUpdate(pollingApp)).status).toBe(404);
  });
});
