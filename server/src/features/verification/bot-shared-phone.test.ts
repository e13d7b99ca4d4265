import { getVerification, recordBotSharedPhone } from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_BOT_TOKEN } from '../../test-support/test-context';
import { createVerificationTestApp, type VerificationTestApp } from './verification-test-app';

const KEY = { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) };
let testApp: VerificationTestApp;
let nextTelegramId = 7_300_000_000;

beforeAll(async () => {
  testApp = await createVerificationTestApp(() => Date.parse('2026-11-28T12:00:00Z'));
}, 60_000);
afterAll(() => testApp?.dispose());

const share = (
  telegramId: number,
  phone: string,
  contactUserId = telegramId,
  headers: Record<string, string> = KEY,
) =>
  testApp.client.call(recordBotSharedPhone, {
    params: { telegramId },
    body: { phone, contact_user_id: String(contactUserId) },
    headers,
  });

describe('the phone shared with the bot', () => {
  it("completes the PHONE step of the sender's profile", async () => {
    const telegramId = nextTelegramId++;
    const login = await testApp.signIn({ tgId: BigInt(telegramId) });
    expect((await share(telegramId, '48604567890')).body).toEqual({ outcome: 'verified', reason_code: null });
    const state = await testApp.client.ok(getVerification, { token: login });
    expect(state.steps.find((step) => step.kind === 'PHONE')?.status).toBe('COMPLETED');
  });

  it.each([
    ['88801234567', 'ANONYMOUS_NUMBER'],
    ['79161234567', 'COUNTRY_NOT_ALLOWED'],
  ])('refuses %s with %s', async (phone, reason) => {
    const telegramId = nextTelegramId++;
    await testApp.signIn({ tgId: BigInt(telegramId) });
    expect((await share(telegramId, phone)).body).toEqual({ outcome: 'refused', reason_code: reason });
  });

  it("verifies nothing with someone else's card, for an unknown user, or without the bot's key", async () => {
    const telegramId = nextTelegramId++;
    await testApp.signIn({ tgId: BigInt(telegramId) });
    expect((await share(telegramId, '48605678901', telegramId + 1)).body?.outcome).toBe('refused');
    expect((await share(nextTelegramId++, '48605678901')).body?.outcome).toBe('not_registered');
    expect((await share(telegramId, '48605678901', telegramId, {})).status).toBe(401);
  });
});
