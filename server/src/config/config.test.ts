import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVE_SMS_ACCOUNT, liveEnvironment } from '../test-support/live-environment';
import { ConfigError, loadConfig, REPO_ROOT } from './config';
import { SWITCHABLE_PROVIDERS } from './provider-settings';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      databasePoolSize: 10,
      redisUrl: undefined,
      botToken: undefined,
      publicUrl: 'http://localhost:8080',
      logLevel: 'info',
      providersMode: 'sandbox',
      webDistDir: path.join(REPO_ROOT, 'web/dist'),
      miniappDistDir: path.join(REPO_ROOT, 'miniapp/dist'),
    });
  });

  it.each([
    [{ PORT: '9000' }, { port: 9000, publicUrl: 'http://localhost:9000' }],
    [
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ferry' },
      { databaseUrl: 'postgres://postgres@127.0.0.1:5432/ferry' },
    ],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, { redisUrl: 'redis://127.0.0.1:6379' }],
    [{ DATABASE_POOL_SIZE: '32' }, { databasePoolSize: 32 }],
    [{ DATABASE_POOL_SIZE: '1' }, { databasePoolSize: 1 }],
    [{ DATABASE_POOL_SIZE: '100' }, { databasePoolSize: 100 }],
    [{ DATABASE_POOL_SIZE: '' }, { databasePoolSize: 10 }],
    [{ PUBLIC_URL: 'https://ferry.example/' }, { publicUrl: 'https://ferry.example' }],
    [{ DATA_DIR: '/var/lib/ferry' }, { dataDir: '/var/lib/ferry' }],
    [{ LOG_LEVEL: 'silent' }, { logLevel: 'silent' }],
    [{}, { cardDetails: { port: 0, origin: undefined } }],
    [
      { CARD_DETAILS_PORT: '8443', CARD_DETAILS_ORIGIN: 'https://card-details.ferry.example/' },
      { cardDetails: { port: 8443, origin: 'https://card-details.ferry.example' } },
    ],
    [
      { DATABASE_URL: '', REDIS_URL: '' },
      { databaseUrl: undefined, redisUrl: undefined },
    ],
    [
      { BOT_TOKEN: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef_-1' },
      { botToken: '123456:ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef_-1' },
    ],
  ])('reads %j', (environment, expected) => {
    expect(loadConfig(environment)).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ CARD_DETAILS_ORIGIN: 'https://card-details.ferry.example/page' }, 'CARD_DETAILS_ORIGIN'],
    [{ CARD_DETAILS_PORT: '70000' }, 'CARD_DETAILS_PORT'],
    [{ BOT_TOKEN: 'secret' }, 'BOT_TOKEN'],
    [{ PROVIDERS_MODE: 'prod' }, 'PROVIDERS_MODE'],
    [{ PROVIDERS_OFF: 'payouts,chain' }, 'PROVIDERS_OFF.1'],
    [{ RATES_API_URL: 'binance' }, 'RATES_API_URL'],
    [{ RATES_REFRESH_SECONDS: '0' }, 'RATES_REFRESH_SECONDS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: '101' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'ten' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: '2.5' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: '-4' }, 'DATABASE_POOL_SIZE'],
  ])('refuses %j naming %s', (environment, name) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('says what a pool size must be', () => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(
      'DATABASE_POOL_SIZE: must be a whole number from 1 to 100',
    );
  });

  it('lists every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT: .*\n {2}LOG_LEVEL: /s);
  });

  it('reads the tonapi to forward to, and none by default (the local chain answers)', () => {
    expect(loadConfig({}).tonapi).toBeUndefined();
    expect(loadConfig({ TONAPI_URL: 'https://tonapi.example/', TONAPI_KEY: 'k1' }).tonapi).toEqual({
      url: 'https://tonapi.example',
      key: 'k1',
    });
    expect(() => loadConfig({ TONAPI_URL: 'not a url' })).toThrow(/TONAPI_URL/);
  });
});

describe('provider settings', () => {
  it('reads the live adapters and the switched-off providers', () => {
    const config = loadConfig({
      ...liveEnvironment({ rates: 'https://rates.example/', sms: 'https://sms.example' }),
      RATES_REFRESH_SECONDS: '15',
    });
    expect(config).toMatchObject({
      providersMode: 'live',
      rates: { apiUrl: 'https://rates.example', refreshSeconds: 15 },
      sms: {
        apiUrl: 'https://sms.example',
        accountSid: LIVE_SMS_ACCOUNT.sid,
        authToken: LIVE_SMS_ACCOUNT.token,
        from: '+15005550006',
      },
      providersOff: [...SWITCHABLE_PROVIDERS],
    });
    expect(loadConfig({})).toMatchObject({ rates: undefined, sms: undefined, providersOff: [] });
  });

  it('refuses live mode naming every missing setting and every provider with no live adapter', () => {
    const attempt = () => loadConfig({ PROVIDERS_MODE: 'live' });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    const named = [...(message ?? '').matchAll(/^ {2}([A-Z_]+): (.*)$/gm)].map((match) => match[1]);
    expect(named).toEqual([
      'RATES_API_URL',
      'SMS_API_URL',
      'SMS_ACCOUNT_SID',
      'SMS_AUTH_TOKEN',
      'SMS_FROM',
      'SMTP_URL',
      'RECAPTCHA_SITE_KEY',
      'RECAPTCHA_SECRET',
      ...SWITCHABLE_PROVIDERS.map(() => 'PROVIDERS_OFF'),
    ]);
    for (const provider of SWITCHABLE_PROVIDERS) {
      expect(message).toContain(`PROVIDERS_OFF: ${provider} has no live adapter`);
    }
  });

  it.each(Object.keys(liveEnvironment()).filter((name) => name !== 'PROVIDERS_MODE'))(
    'refuses live mode without %s alone',
    (name) => {
      const environment: Record<string, string> = { ...liveEnvironment() };
      delete environment[name];
      expect(() => loadConfig(environment)).toThrow(new RegExp(`^Invalid configuration:\\n {2}${name}: `));
    },
  );

  it('refuses an SMS gateway half configured, in sandbox mode too', () => {
    expect(() => loadConfig({ SMS_API_URL: 'https://sms.example', SMS_FROM: '+15005550006' })).toThrow(
      /^Invalid configuration:\n {2}SMS_ACCOUNT_SID: .*\n {2}SMS_AUTH_TOKEN: /,
    );
  });
});
