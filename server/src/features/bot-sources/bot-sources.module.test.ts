import { recordBotStartSource, type StartSourceBody, telegramRegister } from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, launchFields, signInitData } from '../../test-support/auth.test-kit';
import { createFeatureApp, type FeatureApp, signInModule } from '../../test-support/feature-app';
import { TEST_BOT_TOKEN } from '../../test-support/test-context';
import { createStartSourcesRepo } from '../../user-records/start-sources.repo';
import { createBotSourcesModule } from './bot-sources.module';

const clock = createTestClock();
let testApp: FeatureApp;
let nextTelegramId = 6_000_000_000;

// Sign-in registers the Telegram user and reads the source the bot recorded.
beforeAll(async () => {
  testApp = await createFeatureApp(
    (context) => [createBotSourcesModule(context, createStartSourcesRepo(context.db)), signInModule(context)],
    { nowMs: clock.nowMs },
  );
});
afterAll(() => testApp.dispose());

function newTelegramId(): number {
  nextTelegramId += 1;
  return nextTelegramId;
}

/** What the bot sends for `/start ref_42-utm_s_x-utm_m_y-utm_c_z` (see bot/src/features/start.ts). */
function sourceFor(telegramId: number, overrides: Partial<StartSourceBody> = {}): StartSourceBody {
  return {
    telegram_user_id: String(telegramId),
    referrer_telegram_id: '42',
    utm_s: 'x',
    utm_m: 'y',
    utm_c: 'z',
    utm_t: null,
    ...overrides,
  };
}

/** Sends what the bot would; a body the contract refuses goes as it is. */
async function postSource(body: unknown, key: string | null = deriveBotServiceKey(TEST_BOT_TOKEN)) {
  const answer = await testApp.client.call(recordBotStartSource, {
    invalidBody: body,
    headers: key === null ? {} : { [BOT_SERVICE_KEY_HEADER]: key },
  });
  return { status: answer.status, body: answer.isOk ? answer.body : { error: answer.error } };
}

/** Registers from the mini-app; `extra` adds signed init data fields, `query` an unsigned URL. */
async function register(telegramId: number, extra: Record<string, string> = {}, query = '') {
  const initData = signInitData(
    launchFields(telegramId, Math.floor(clock.nowMs() / 1000) - 5, extra),
    TEST_BOT_TOKEN,
  );
  const login = await testApp.client.ok(telegramRegister, { body: { init_data: initData }, search: query });
  const user = await testApp.context.users.findById(login.uuid);
  return {
    referrer: user?.referrer_tg_id ?? null,
    utm: [user?.utm_source, user?.utm_medium, user?.utm_campaign, user?.utm_term],
  };
}

describe('a Telegram user who came through the bot’s /start link', () => {
  it('is attributed on sign-up to the referrer and tags the bot saw, with no start_param in init data', async () => {
    const telegramId = newTelegramId();
    expect(await postSource(sourceFor(telegramId))).toEqual({ status: 200, body: { is_recorded: true } });
    expect(await register(telegramId)).toEqual({ referrer: 42n, utm: ['x', 'y', 'z', null] });
  });

  it('keeps the first link: a later /start through another referrer changes nothing', async () => {
    const telegramId = newTelegramId();
    await postSource(sourceFor(telegramId));
    const later = await postSource(sourceFor(telegramId, { referrer_telegram_id: '77', utm_s: 'other' }));
    expect(later.body).toEqual({ is_recorded: false });
    expect(await register(telegramId)).toEqual({ referrer: 42n, utm: ['x', 'y', 'z', null] });
  });

  it('prefers what the bot saw first over a signed start_param opened later', async () => {
    const telegramId = newTelegramId();
    await postSource(sourceFor(telegramId));
    const origin = await register(telegramId, { start_param: 'ref_77-utm_s_late' });
    expect(origin).toEqual({ referrer: 42n, utm: ['x', 'y', 'z', null] });
  });

  it('drops a self-referral but keeps the tags', async () => {
    const telegramId = newTelegramId();
    await postSource(sourceFor(telegramId, { referrer_telegram_id: String(telegramId) }));
    expect(await register(telegramId)).toEqual({ referrer: null, utm: ['x', 'y', 'z', null] });
  });

  it('records nothing for a user who has already registered', async () => {
    const telegramId = newTelegramId();
    await register(telegramId);
    expect((await postSource(sourceFor(telegramId))).body).toEqual({ is_recorded: false });
  });

  it('records nothing for a plain /start, so a later link still counts', async () => {
    const telegramId = newTelegramId();
    const plain = sourceFor(telegramId, {
      referrer_telegram_id: null,
      utm_s: null,
      utm_m: null,
      utm_c: null,
    });
    expect((await postSource(plain)).body).toEqual({ is_recorded: false });
    expect((await postSource(sourceFor(telegramId))).body).toEqual({ is_recorded: true });
  });
});

describe('sign-up without the bot', () => {
  it('attributes from the signed start_param', async () => {
    const telegramId = newTelegramId();
    expect(await register(telegramId, { start_param: 'ref_42-utm_s_x' })).toEqual({
      referrer: 42n,
      utm: ['x', null, null, null],
    });
  });

  it('ignores ref and utm in the unsigned URL', async () => {
    const telegramId = newTelegramId();
    const origin = await register(telegramId, {}, '?ref=42&utm_source=x&tgWebAppStartParam=ref_42-utm_s_x');
    expect(origin).toEqual({ referrer: null, utm: [null, null, null, null] });
  });
});

describe('POST /bot/start-source is the bot’s alone', () => {
  it.each([
    ['no key', null],
    ['a wrong key', deriveBotServiceKey('7000000009:AAAnotherBot')],
    ['the bot token itself', TEST_BOT_TOKEN],
  ])('refuses %s with UNAUTHORIZED_REQUEST and records nothing', async (_name, key) => {
    const telegramId = newTelegramId();
    const answer = await postSource(sourceFor(telegramId), key);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: { code: 'UNAUTHORIZED_REQUEST' } });
    expect(await register(telegramId)).toEqual({ referrer: null, utm: [null, null, null, null] });
  });

  it.each([
    ['a non-numeric user id', { telegram_user_id: 'abc' }],
    ['a non-numeric referrer', { referrer_telegram_id: '4x' }],
    ['an over-long tag', { utm_s: 'x'.repeat(65) }],
  ])('refuses %s with VALIDATION_ERROR', async (_name, overrides) => {
    const answer = await postSource({ ...sourceFor(newTelegramId()), ...overrides });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
  });

  it('answers BAD_REQUEST to a body that is not JSON', async () => {
    // No Content-Type and bare text: the wire itself, so the raw request.
    const response = await testApp.app.request(testApp.client.urlOf(recordBotStartSource), {
      method: 'POST',
      headers: { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) },
      body: 'ref_42',
    });
    expect(response.status).toBe(400);
  });
});
