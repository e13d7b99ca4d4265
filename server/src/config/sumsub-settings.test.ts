import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { liveEnvironment } from '../test-support/live-environment';
import { ConfigError, loadConfig, REPO_ROOT } from './config';
import { DEFAULT_SUMSUB_API_URL, DEFAULT_SUMSUB_LEVELS } from './sumsub-settings';

const SECRETS = {
  SUMSUB_APP_TOKEN: 'sbx:app-token',
  SUMSUB_SECRET_KEY: 'secret-key',
  SUMSUB_WEBHOOK_SECRET: 'webhook-secret',
};

describe('Sumsub settings', () => {
  it('are unset until the three secrets are set, then read with their defaults', () => {
    expect(loadConfig({}).sumsub).toBeUndefined();
    expect(loadConfig(SECRETS).sumsub).toEqual({
      apiUrl: 'https://api.sumsub.com',
      appToken: 'sbx:app-token',
      secretKey: 'secret-key',
      webhookSecret: 'webhook-secret',
      levelNames: { identity: 'ferry-identity', identity_and_address: 'ferry-identity-and-address' },
    });
  });

  it('read the API address and the level names given', () => {
    const config = loadConfig({
      ...SECRETS,
      SUMSUB_API_URL: 'http://127.0.0.1:4010/',
      SUMSUB_LEVEL_IDENTITY: 'basic-kyc-level',
      SUMSUB_LEVEL_IDENTITY_AND_ADDRESS: '',
    });
    expect(config.sumsub).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010',
      levelNames: { identity: 'basic-kyc-level', identity_and_address: 'ferry-identity-and-address' },
    });
    expect(() => loadConfig({ ...SECRETS, SUMSUB_API_URL: 'sumsub' })).toThrow(/SUMSUB_API_URL/);
  });

  it.each([
    { mode: 'sandbox', environment: {} },
    { mode: 'live', environment: liveEnvironment() },
  ])('refuses Sumsub half configured in $mode mode, naming what it lacks', ({ environment }) => {
    const attempt = () => loadConfig({ ...environment, SUMSUB_APP_TOKEN: 'sbx:app-token' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/ {2}SUMSUB_SECRET_KEY: required with the other SUMSUB_\* secrets \(kyc\)\n/);
    expect(attempt).toThrow(/ {2}SUMSUB_WEBHOOK_SECRET: required with the other SUMSUB_\* secrets \(kyc\)$/);
  });

  it('are in the README with the defaults the server uses', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const defaultOf = (name: string) =>
      new RegExp(`^\\| \`${name}\` \\| ([^|]+) \\|`, 'm').exec(readme)?.[1]?.trim().replace(/`/g, '');
    expect(defaultOf('SUMSUB_API_URL')).toBe(DEFAULT_SUMSUB_API_URL);
    expect(defaultOf('SUMSUB_LEVEL_IDENTITY')).toBe(DEFAULT_SUMSUB_LEVELS.identity);
    expect(defaultOf('SUMSUB_LEVEL_IDENTITY_AND_ADDRESS')).toBe(DEFAULT_SUMSUB_LEVELS.identity_and_address);
    for (const name of Object.keys(SECRETS)) expect(defaultOf(name)).toBe('unset');
  });
});
