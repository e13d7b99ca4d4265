import { healthResponseSchema } from '@ferry/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createHealthRoutes } from './health.routes';
import { createHealthService } from './health.service';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.dispose()));
});

describe('GET /health', () => {
  it('reports the engines this instance runs on', async () => {
    const testApp = await createTestApp();
    apps.push(testApp);
    const response = await testApp.app.request('/health');
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toMatchObject({
      status: 'ok',
      db: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      bus: 'memory',
      chain: 'local',
      providers: { mode: 'sandbox' },
    });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['the database', { database: false, bus: true }],
    ['the bus', { database: true, bus: false }],
  ])('answers 503 degraded when %s does not answer', async (_name, answers) => {
    const fail = () => Promise.reject(new Error('down'));
    const service = createHealthService({
      version: '1.0.0',
      databaseKind: 'postgres',
      pingDatabase: answers.database ? () => Promise.resolve() : fail,
      bus: { kind: 'redis', ping: answers.bus ? () => Promise.resolve() : fail },
      chainMode: 'tonapi',
      providersMode: 'live',
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
      chain: 'tonapi',
      providers: { mode: 'live' },
      uptimeSeconds: 61,
    });
  });
});
