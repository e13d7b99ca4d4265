import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.context.outbox.put('email', 'ann@example.com', 'Your code', 'Code 123456');
});
afterAll(async () => {
  await testApp.dispose();
});

describe('GET /api/dev/outbox', () => {
  it('lists the sandbox mail sent to an address, whatever case the address is asked in', async () => {
    const response = await testApp.app.request('/api/dev/outbox?to=%20Ann@Example.com%20');
    expect([response.status, response.headers.get('Cache-Control')]).toEqual([200, 'no-store']);
    const { messages } = (await response.json()) as {
      messages: { to: string; subject: string; body: string }[];
    };
    expect(messages.map(({ to, subject, body }) => ({ to, subject, body }))).toEqual([
      { to: 'ann@example.com', subject: 'Your code', body: 'Code 123456' },
    ]);
  });

  it('refuses a request without an address with a VALIDATION_ERROR naming `to`', async () => {
    const response = await testApp.app.request('/api/dev/outbox');
    const body = (await response.json()) as {
      error: { code: string; details: { issues: { path: string }[] } };
    };
    expect([response.status, body.error.code, body.error.details.issues[0]?.path]).toEqual([
      400,
      'VALIDATION_ERROR',
      'to',
    ]);
  });
});
