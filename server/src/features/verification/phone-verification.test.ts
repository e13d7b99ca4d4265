import {
  confirmPhoneVerification,
  getVerification,
  requestPhoneVerificationCode,
} from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPhoneVerification } from './phone-verification.service';
import { createVerificationService } from './verification.service';
import { createVerificationTestApp, type VerificationTestApp } from './verification-test-app';

let clockMs = Date.parse('2026-11-28T12:00:00Z');
let testApp: VerificationTestApp;

beforeAll(async () => {
  testApp = await createVerificationTestApp(() => clockMs);
}, 60_000);
afterAll(() => testApp?.dispose());

async function codeSentTo(phone: string): Promise<string> {
  const [sms] = await testApp.context.outbox.list(phone, 1);
  expect(sms?.channel).toBe('sms');
  const code = /(\d{6})/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in "${sms?.body}"`);
  return code;
}

describe('phone verification by SMS', () => {
  it('sends a code and completes PHONE with it', async () => {
    const { login } = await testApp.user();
    const phone = '+48601234567';
    const sent = await testApp.client.ok(requestPhoneVerificationCode, { token: login, body: { phone } });
    expect(sent.resend_after_seconds).toBe(60);
    const [sms] = await testApp.context.outbox.list(phone, 1);
    expect(sms?.body).toMatch(/verify your phone number/);
    const wrong = await testApp.client.call(confirmPhoneVerification, {
      token: login,
      body: { phone, code: '000000' === (await codeSentTo(phone)) ? '111111' : '000000' },
    });
    expect(wrong.error?.code).toBe('VALIDATION_ERROR');
    const state = await testApp.client.ok(confirmPhoneVerification, {
      token: login,
      body: { phone, code: await codeSentTo(phone) },
    });
    expect(state.steps.find((step) => step.kind === 'PHONE')?.status).toBe('COMPLETED');
    const reused = await testApp.client.call(confirmPhoneVerification, {
      token: login,
      body: { phone, code: await codeSentTo(phone) },
    });
    expect(reused.error?.code).toBe('VALIDATION_ERROR');
  });

  it.each([
    ['+88801234567', 'ANONYMOUS_NUMBER_NOT_ALLOWED', 422],
    ['+888 0123 4567', 'ANONYMOUS_NUMBER_NOT_ALLOWED', 422],
    ['+12025550143', 'UNPROCESSABLE_ENTITY', 422],
    ['+79161234567', 'UNPROCESSABLE_ENTITY', 422],
    ['+4860', 'VALIDATION_ERROR', 400],
  ])('refuses %s with %s and sends nothing', async (phone, code, status) => {
    const { login } = await testApp.user();
    const answer = await testApp.client.call(requestPhoneVerificationCode, { token: login, body: { phone } });
    expect(answer.error?.code).toBe(code);
    expect(answer.status).toBe(status);
    expect(await testApp.context.outbox.list(phone.replace(/\s/g, ''), 1)).toEqual([]);
  });

  it('refuses a number another profile verified first', async () => {
    const phone = '+380671234567';
    const first = await testApp.user();
    await testApp.client.ok(requestPhoneVerificationCode, { token: first.login, body: { phone } });
    await testApp.client.ok(confirmPhoneVerification, {
      token: first.login,
      body: { phone, code: await codeSentTo(phone) },
    });
    const second = await testApp.user();
    const answer = await testApp.client.call(requestPhoneVerificationCode, {
      token: second.login,
      body: { phone },
    });
    expect(answer.error?.code).toBe('CONFLICT_ERROR');
  });

  it("does not take a code sent for another profile's request", async () => {
    const phone = '+48602345678';
    const asker = await testApp.user();
    await testApp.client.ok(requestPhoneVerificationCode, { token: asker.login, body: { phone } });
    const other = await testApp.user();
    const answer = await testApp.client.call(confirmPhoneVerification, {
      token: other.login,
      body: { phone, code: await codeSentTo(phone) },
    });
    expect(answer.error?.code).toBe('VALIDATION_ERROR');
    clockMs += 1000;
  });
});

describe('phone from the messenger', () => {
  it('completes PHONE from a shared contact, with the same refusals', async () => {
    const { login, profileId } = await testApp.user();
    const service = createVerificationService(testApp.context, { appeals: { deliver: async () => {} } });
    const phones = createPhoneVerification({
      ctx: testApp.context,
      residenceRules: service.residenceRules,
      state: service.get,
    });
    await expect(phones.verifyFromMessenger(profileId, '88801234567')).rejects.toMatchObject({
      code: 'ANONYMOUS_NUMBER_NOT_ALLOWED',
    });
    const state = await phones.verifyFromMessenger(profileId, '48603456789');
    expect(state.steps.find((step) => step.kind === 'PHONE')?.status).toBe('COMPLETED');
    const seen = await testApp.client.ok(getVerification, { token: login });
    expect(seen.steps.find((step) => step.kind === 'PHONE')?.user_state).toBe('verified');
  });
});
