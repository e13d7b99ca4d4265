import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      botToken: undefined,
      publicUrl: 'http://localhost:8080',
      logLevel: 'info',
      tonapiUrl: undefined,
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
    [{ PUBLIC_URL: 'https://ferry.example/' }, { publicUrl: 'https://ferry.example' }],
    [{ DATA_DIR: '/var/lib/ferry' }, { dataDir: '/var/lib/ferry' }],
    [{ LOG_LEVEL: 'silent' }, { logLevel: 'silent' }],
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
    [{ BOT_TOKEN: 'secret' }, 'BOT_TOKEN'],
    [{ PROVIDERS_MODE: 'prod' }, 'PROVIDERS_MODE'],
  ])('refuses %j naming %s', (environment, name) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('lists every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT: .*\n {2}LOG_LEVEL: /s);
  });
});
