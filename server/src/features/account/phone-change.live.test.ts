import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logging/logger';
import { answerJson, type FakeHttpServer } from '../../test-support/fake-http-server';
import { startFakeTwilio } from '../../test-support/fake-providers';
import { LIVE_SMS_ACCOUNT, liveEnvironment } from '../../test-support/live-environment';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { callApi } from '../../test-support/two-factor.test-kit';

let twilio: FakeHttpServer;
let testApp: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  twilio = await startFakeTwilio(LIVE_SMS_ACCOUNT.sid, LIVE_SMS_ACCOUNT.token);
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  testApp = await createTestApp({
    environment: liveEnvironment({ sms: twilio.url }),
    logger: createLogger('trace', capture),
  });
});
afterAll(async () => {
  await testApp.dispose();
  await twilio.close();
});

/** The code the gateway was asked to text in its newest message. */
function lastTextedCode(): string {
  const body = new URLSearchParams(twilio.requests.at(-1)?.body).get('Body') ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error('The gateway was sent no code');
  return code;
}

describe('phone change codes with live providers', () => {
  it('texts the code through the SMS gateway and writes it to neither the log nor the outbox', async () => {
    const login = await testApp.signIn();
    const phone = '+380501112233';
    const sent = await callApi(testApp, 'POST', 'update-phone', { login, body: { phone } });
    expect(sent.status).toBe(200);
    expect(new URLSearchParams(twilio.requests.at(-1)?.body).get('To')).toBe(phone);
    const code = lastTextedCode();
    expect(await testApp.context.outbox.list(phone, 1)).toEqual([]);

    const confirmed = await callApi(testApp, 'POST', 'confirm-phone', { login, body: { code, phone } });
    expect([confirmed.status, confirmed.body.phone]).toEqual([200, phone]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('')).not.toContain(code);
  });

  it('answers SERVICE_UNAVAILABLE when the gateway refuses, logging the refusal without the code', async () => {
    twilio.answerWith((_request, response) =>
      answerJson(response, 503, { code: 20503, message: 'Service unavailable', status: 503 }),
    );
    const login = await testApp.signIn();
    const refused = await callApi(testApp, 'POST', 'update-phone', {
      login,
      body: { phone: '+380501112244' },
    });
    expect([refused.status, refused.body.error?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    const code = lastTextedCode();
    const log = logLines.join('');
    expect(log).toContain('SMS gateway refused the message: HTTP 503, gateway code 20503');
    expect(log).not.toContain(code);
  });
});
