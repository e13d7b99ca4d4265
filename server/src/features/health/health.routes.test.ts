import { healthResponseSchema, type ProviderModes } from '@ferry/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { liveEnvironment } from '../../test-support/live-environment';
import { SERVER_VERSION } from '../../version';
import { createHealthApp } from './health.module';
import { createHealthRoutes } from './health.routes';
import { createHealthService } from './health.service';

const apps: FeatureApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.dispose()));
});

async function readHealth(environment?: Record<string, string>) {
  // No API feature: the instance's health over the core it was built with.
  const testApp = await createFeatureApp(() => [], {
    ...(environment ? { environment } : {}),
    health: (context) => createHealthApp(context, SERVER_VERSION),
  });
  apps.push(testApp);
  const response = await testApp.app.request('/health');
  return {
    response,
    body: (await response.json()) as Record<string, unknown> & { providers?: unknown; version?: string },
  };
}

const SANDBOX_ONLY_OFF = {
  payouts: 'off',
  acquiring: 'off',
  bankTransfer: 'off',
  blik: 'off',
  monobank: 'off',
  cryptoNetworks: 'off',
  kyc: 'off',
} as const;

describe('GET /health', () => {
  it('reports the engines this instance runs on, and each sandbox provider', async () => {
    const { response, body } = await readHealth();
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(body)).toMatchObject({
      status: 'ok',
      db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      bus: 'memory',
    });
    expect(body.providers).toEqual({
      mode: 'sandbox',
      rates: 'sandbox',
      sms: 'sandbox',
      mail: 'sandbox',
      captcha: 'sandbox',
      payouts: 'sandbox',
      acquiring: 'sandbox',
      bankTransfer: 'sandbox',
      blik: 'sandbox',
      monobank: 'sandbox',
      cryptoNetworks: 'sandbox',
      kyc: 'sandbox',
      domainVerification: 'sandbox',
      googleSignIn: 'off',
      appleSignIn: 'off',
      tonChain: 'sandbox',
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('says which TON chain answers /tonapi: the local sandbox chain, a real tonapi, or none', async () => {
    expect((await readHealth()).body.providers).toMatchObject({ tonChain: 'sandbox' });
    const proxied = await readHealth({ TONAPI_URL: 'https://tonapi.example' });
    expect(proxied.body.providers).toMatchObject({ tonChain: 'live' });
  });

  it('says which providers a sandbox instance has switched off', async () => {
    const { body } = await readHealth({ PROVIDERS_OFF: 'payouts,kyc' });
    expect(body.providers).toMatchObject({ mode: 'sandbox', payouts: 'off', kyc: 'off', blik: 'sandbox' });
  });

  it('reports live adapters and switched-off providers in live mode, never a sandbox', async () => {
    const { response, body } = await readHealth(liveEnvironment());
    expect(response.status).toBe(200);
    const providers: ProviderModes = healthResponseSchema.parse(body).providers;
    expect(providers).toEqual({
      mode: 'live',
      rates: 'live',
      sms: 'live',
      mail: 'live',
      captcha: 'live',
      ...SANDBOX_ONLY_OFF,
      domainVerification: 'live',
      googleSignIn: 'off',
      appleSignIn: 'off',
      tonChain: 'off',
    });
    expect(Object.values(providers)).not.toContain('sandbox');
  });

  it.each([
    ['the database', { database: false, bus: true }],
    ['the bus', { database: true, bus: false }],
  ])('answers 503 degraded when %s does not answer', async (_name, answers) => {
    const fail = () => Promise.reject(new Error('down'));
    const providers: ProviderModes = {
      mode: 'live',
      rates: 'live',
      sms: 'live',
      mail: 'live',
      captcha: 'live',
      ...SANDBOX_ONLY_OFF,
      domainVerification: 'live',
      googleSignIn: 'live',
      appleSignIn: 'off',
      tonChain: 'live',
    };
    const service = createHealthService({
      version: '1.0.0',
      databaseKind: 'postgres',
      pingDatabase: answers.database ? () => Promise.resolve() : fail,
      bus: { kind: 'redis', ping: answers.bus ? () => Promise.resolve() : fail },
      providers,
      startedAtMs: 1_000,
      nowMs: () => 62_500,
    });
    const response = await createHealthRoutes(service).request('/');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'degraded',
      version: '1.0.0',
      db: 'postgres',
      bus: 'redis',
      providers,
      uptimeSeconds: 61,
    });
  });
});
