import { BOT_WEBHOOK_PATH } from '@ferry/shared/contracts';
import { Bot } from 'grammy';
import { describe, expect, it } from 'vitest';
import type { BotContext } from './bot-context';
import { createWebhookApp } from './webhook-app';

const SECRET = 'a-webhook-secret-of-enough-length';
const BOT_INFO = {
  id: 666,
  is_bot: true as const,
  first_name: 'Ferry',
  username: 'ferry_test_bot',
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: true,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};

function update(text: string) {
  return {
    update_id: 1,
    message: {
      message_id: 1,
      date: 1_700_000_000,
      chat: { id: 5001, type: 'private', first_name: 'Olena' },
      from: { id: 5001, is_bot: false, first_name: 'Olena' },
      text,
    },
  };
}

/** A bot that only notes the texts it handled; no Bot API call is made. */
function createRecordingBot() {
  const handled: string[] = [];
  const bot = new Bot<BotContext>('123456:TEST', { botInfo: BOT_INFO });
  bot.on('message:text', (ctx) => {
    handled.push(ctx.message.text);
  });
  return { app: createWebhookApp(bot, SECRET), handled };
}

function post(app: ReturnType<typeof createRecordingBot>['app'], headers: Record<string, string>) {
  return app.request(BOT_WEBHOOK_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(update('/start')),
  });
}

describe('the webhook app', () => {
  it('answers 401 to a request without the secret token, and handles nothing', async () => {
    const { app, handled } = createRecordingBot();
    expect((await post(app, {})).status).toBe(401);
    expect((await post(app, { 'X-Telegram-Bot-Api-Secret-Token': 'wrong' })).status).toBe(401);
    expect(handled).toEqual([]);
  });

  it('handles an update that carries the secret token', async () => {
    const { app, handled } = createRecordingBot();
    const response = await post(app, { 'X-Telegram-Bot-Api-Secret-Token': SECRET });
    expect(response.status).toBe(200);
    expect(handled).toEqual(['/start']);
  });
});
