import { listDevOutbox } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { createOutboxModule } from './outbox.module';

let testApp: FeatureApp;
beforeAll(async () => {
  testApp = await createFeatureApp((context) => createOutboxModule(context));
  await testApp.context.outbox.put('email', 'ann@example.com', 'Your code', 'Code 123456');
});
afterAll(async () => {
  await testApp.dispose();
});

describe('GET /api/dev/outbox', () => {
  it('lists the sandbox mail sent to an address, whatever case the address is asked in', async () => {
    const answer = await testApp.client.call(listDevOutbox, { query: { to: ' Ann@Example.com ' } });
    expect([answer.status, answer.headers.get('Cache-Control')]).toEqual([200, 'no-store']);
    expect(answer.body?.messages.map(({ to, subject, body }) => ({ to, subject, body }))).toEqual([
      { to: 'ann@example.com', subject: 'Your code', body: 'Code 123456' },
    ]);
  });

  it('refuses a request without an address with a VALIDATION_ERROR naming `to`', async () => {
    const { status, error } = await testApp.client.call(listDevOutbox);
    const issues = (error?.details as { issues: { path: string }[] } | undefined)?.issues;
    expect([status, error?.code, issues?.[0]?.path]).toEqual([400, 'VALIDATION_ERROR', 'to']);
  });
});
