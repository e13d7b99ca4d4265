import {
  getBotBalanceTotal,
  getBotUserLanguage,
  readBotUserSource,
  recordBotStartSource,
  setBotUserLanguage,
  telegramRegister,
} from '@ferry/shared/contracts';
import { BOT_SERVICE_KEY_HEADER, deriveBotServiceKey } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { createTestClock, launchFields, signInitData } from '../../test-support/auth.test-kit';
import {
  botSourcesModule,
  createFeatureApp,
  type FeatureApp,
  signInModule,
} from '../../test-support/feature-app';
import { TEST_BOT_TOKEN } from '../../test-support/test-context';
import { createStartSourcesRepo } from '../../user-records/start-sources.repo';
import { createBotUsersModule } from './bot-users.module';

const clock = createTestClock();
let testApp: FeatureApp;
let nextTelegramId = 7_100_000_000;
const KEY = { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) };

// The bot records a /start and the mini-app signs up, as before the bot reads what it knows.
beforeAll(async () => {
  testApp = await createFeatureApp(
    (context) => [
      createBotUsersModule(context, createStartSourcesRepo(context.db)),
      botSourcesModule(context),
      signInModule(context),
    ],
    { nowMs: clock.nowMs },
  );
});
afterAll(() => testApp.dispose());

function newTelegramId(): number {
  nextTelegramId += 1;
  return nextTelegramId;
}

function initDataFor(telegramId: number, extra: Record<string, string> = {}, token = TEST_BOT_TOKEN) {
  return signInitData(launchFields(telegramId, Math.floor(clock.nowMs() / 1000) - 5, extra), token);
}

/** Status and body of an answer, the error envelope as the wire has it. */
function statusAndBody(answer: { status: number; body?: unknown; error?: unknown }) {
  return { status: answer.status, body: answer.error === undefined ? answer.body : { error: answer.error } };
}

async function userSource(initData: string) {
  return statusAndBody(await testApp.client.call(readBotUserSource, { body: { init_data: initData } }));
}

describe('POST /bot/user-source', () => {
  it('answers what the bot saw on /start before sign-up, and the account’s attribution after', async () => {
    const telegramId = newTelegramId();
    await testApp.client.call(recordBotStartSource, {
      headers: KEY,
      body: {
        telegram_user_id: String(telegramId),
        referrer_telegram_id: '42',
        utm_s: 'ads',
        utm_m: null,
        utm_c: 'spring',
        utm_t: null,
      },
    });
    const expected = { utm_s: 'ads', utm_m: null, utm_c: 'spring', referrer_telegram_id: '42' };
    expect(await userSource(initDataFor(telegramId))).toEqual({ status: 200, body: expected });
    const registered = await testApp.client.call(telegramRegister, {
      body: { init_data: initDataFor(telegramId) },
    });
    expect(registered.status).toBe(200);
    expect(await userSource(initDataFor(telegramId))).toEqual({ status: 200, body: expected });
  });

  it('reads the signed start_param when the bot saw nothing', async () => {
    const answer = await userSource(
      initDataFor(newTelegramId(), { start_param: 'ref_77-utm_s_tg-utm_m_cpc' }),
    );
    expect(answer.body).toEqual({ utm_s: 'tg', utm_m: 'cpc', utm_c: null, referrer_telegram_id: '77' });
  });

  it('answers nulls for a user who came from nowhere', async () => {
    expect((await userSource(initDataFor(newTelegramId()))).body).toEqual({
      utm_s: null,
      utm_m: null,
      utm_c: null,
      referrer_telegram_id: null,
    });
  });

  it('refuses init data signed with another bot’s token, and a body without init data', async () => {
    const forged = await userSource(initDataFor(newTelegramId(), {}, '7000000009:AAAnotherBot'));
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ error: { code: 'UNAUTHORIZED_REQUEST' } });
    const empty = await testApp.client.call(readBotUserSource, { invalidBody: {} });
    expect(empty.status).toBe(400);
  });

  it('refuses a body too large to be init data before reading it', async () => {
    const answer = await testApp.client.call(readBotUserSource, {
      invalidBody: { init_data: 'x'.repeat(100_000) },
    });
    expect(answer.status).toBe(413);
  });
});

describe('GET /bot/users/:telegramId/balance-total', () => {
  it('values the default profile’s balances in the asked fiat', async () => {
    const telegramId = newTelegramId();
    const login = await testApp.signIn({ tgId: BigInt(telegramId) });
    const profileId = login.profiles_id[0] as string;
    await testApp.context.db
      .transaction()
      .execute((trx) => testApp.context.ledger.post(trx, [fund(profileId, 'USD', 12_345n)]));
    const answer = statusAndBody(
      await testApp.client.call(getBotBalanceTotal, {
        params: { telegramId },
        query: { currency: 'USD' },
        headers: KEY,
      }),
    );
    expect(answer).toEqual({
      status: 200,
      body: { is_registered: true, total: { currency: 'USD', amount: '123.45' } },
    });
  });

  it('says a Telegram user without an account is not registered', async () => {
    const answer = await testApp.client.call(getBotBalanceTotal, {
      params: { telegramId: newTelegramId() },
      headers: KEY,
    });
    expect(answer.body).toEqual({ is_registered: false, total: null });
  });

  it('is the bot’s alone', async () => {
    const answer = await testApp.client.call(getBotBalanceTotal, { params: { telegramId: newTelegramId() } });
    expect(answer.status).toBe(401);
  });

  it('refuses a telegram id that is not one', async () => {
    expect(
      (await testApp.client.call(getBotBalanceTotal, { params: { telegramId: 'abc' }, headers: KEY })).status,
    ).toBe(400);
  });
});

describe('/bot/users/:telegramId/language', () => {
  it('keeps the choice, also as the account’s language', async () => {
    const telegramId = newTelegramId();
    const login = await testApp.signIn({ tgId: BigInt(telegramId) });
    const params = { telegramId };
    expect((await testApp.client.call(getBotUserLanguage, { params, headers: KEY })).body).toEqual({
      language: null,
    });
    const put = await testApp.client.call(setBotUserLanguage, {
      params,
      headers: KEY,
      body: { language: 'pl' },
    });
    expect(statusAndBody(put)).toEqual({ status: 200, body: { language: 'pl' } });
    expect((await testApp.client.call(getBotUserLanguage, { params, headers: KEY })).body).toEqual({
      language: 'pl',
    });
    expect((await testApp.context.users.findById(login.uuid))?.language).toBe('pl');
  });

  it('refuses a language Ferry does not speak', async () => {
    const answer = await testApp.client.call(setBotUserLanguage, {
      params: { telegramId: newTelegramId() },
      headers: KEY,
      invalidBody: { language: 'de' },
    });
    expect(answer.status).toBe(400);
  });
});
