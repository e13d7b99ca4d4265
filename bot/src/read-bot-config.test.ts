import { describe, expect, it } from 'vitest';
import { readBotConfig } from './read-bot-config';

describe('readBotConfig', () => {
  it('reads the defaults: polling, Telegram’s API, the local address', () => {
    expect(readBotConfig({ BOT_TOKEN: '1:A' })).toEqual({
      token: '1:A',
      publicUrl: 'http://localhost:8080',
      mode: 'polling',
      webhookPort: 8081,
    });
  });

  it('reads every setting, TELEGRAM_API_ROOT before its older name BOT_API_ROOT', () => {
    const config = readBotConfig({
      BOT_TOKEN: '1:A',
      PUBLIC_URL: 'https://ferry.example/',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9000/',
      BOT_API_ROOT: 'http://127.0.0.1:9999',
      BOT_USERNAME: '@ferry_bot',
      MINIAPP_SHORT_NAME: 'app',
      BOT_MODE: 'webhook',
      BOT_WEBHOOK_SECRET: 'secret-token-0123456789',
      BOT_WEBHOOK_PORT: '9100',
    });
    expect(config).toEqual({
      token: '1:A',
      publicUrl: 'https://ferry.example',
      apiRoot: 'http://127.0.0.1:9000',
      botUsername: 'ferry_bot',
      miniAppShortName: 'app',
      mode: 'webhook',
      webhookSecret: 'secret-token-0123456789',
      webhookPort: 9100,
    });
    expect(readBotConfig({ BOT_TOKEN: '1:A', BOT_API_ROOT: 'http://127.0.0.1:9999' }).apiRoot).toBe(
      'http://127.0.0.1:9999',
    );
  });

  it.each([
    [{}, /BOT_TOKEN/],
    [{ BOT_TOKEN: '1:A', BOT_MODE: 'hook' }, /BOT_MODE/],
    [{ BOT_TOKEN: '1:A', BOT_MODE: 'webhook' }, /BOT_WEBHOOK_SECRET must be set/],
    [{ BOT_TOKEN: '1:A', BOT_WEBHOOK_SECRET: 'short' }, /BOT_WEBHOOK_SECRET/],
    [{ BOT_TOKEN: '1:A', TELEGRAM_API_ROOT: 'ftp://x' }, /TELEGRAM_API_ROOT/],
  ])('refuses %j, naming the setting', (env, message) => {
    expect(() => readBotConfig(env)).toThrow(message);
  });
});
