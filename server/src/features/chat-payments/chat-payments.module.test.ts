import {
  activateBotChatPayment,
  cancelChatPayment,
  claimChatPayment,
  createBotChatPaymentDraft,
  createChatPayment,
  getChatPayment,
  listChatPayments,
  payChatPayment,
  prepareChatPaymentMessage,
  recordBotPreparedMessage,
} from '@ferry/shared/contracts';
import {
  BOT_SERVICE_KEY_HEADER,
  deriveBotServiceKey,
  findCurrency,
  minorToDecimal,
} from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../../ledger/ledger.test-kit';
import { auditLedger } from '../../ledger/ledger-audit';
import { createTestClock } from '../../test-support/auth.test-kit';
import { createFeatureApp, type FeatureApp } from '../../test-support/feature-app';
import { TEST_BOT_TOKEN } from '../../test-support/test-context';
import { createChatPaymentsModule } from './chat-payments.module';

const DAY_MS = 86_400_000;
const clock = createTestClock();
const BOT = { [BOT_SERVICE_KEY_HEADER]: deriveBotServiceKey(TEST_BOT_TOKEN) };
let testApp: FeatureApp;
let nextTelegramId = 7_300_000_000;
/** Profiles at the first verification level (200 EUR a day in and out); the rest at the highest. */
const starterProfiles = new Set<string>();

beforeAll(async () => {
  testApp = await createFeatureApp(
    (context) => [
      createChatPaymentsModule(context, {
        ttlMs: 14 * DAY_MS,
        appLink: { botUsername: 'ferry_bot', miniAppShortName: 'app' },
        displayNameOf: async (db, userId) =>
          (
            await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst()
          )?.email?.split('@')[0] ?? null,
        preparedWaitMs: 1_500,
        preparedPollMs: 50,
      }),
    ],
    {
      nowMs: clock.nowMs,
      levelSource: {
        levelOf: async (_db, profileId) => (starterProfiles.has(profileId) ? 'starter' : 'full'),
        holdOf: async () => null,
      },
    },
  );
});
afterAll(() => testApp.dispose());

type Login = Awaited<ReturnType<FeatureApp['signIn']>>;

async function user(amounts: Record<string, bigint> = {}): Promise<Login & { tgId: bigint }> {
  nextTelegramId += 1;
  const tgId = BigInt(nextTelegramId);
  const login = await testApp.signIn({ tgId });
  const profileId = login.profiles_id[0] as string;
  const transfers = Object.entries(amounts).map(([currency, minor]) => fund(profileId, currency, minor));
  if (transfers.length > 0)
    await testApp.context.db.transaction().execute((trx) => testApp.context.ledger.post(trx, transfers));
  return { ...login, tgId };
}

const key = () => crypto.randomUUID();

/** The profile's balances as the balances screen shows them (whole units). */
async function balances(login: Login) {
  const rows = await testApp.context.ledger.balances(testApp.context.db, login.profiles_id[0] as string);
  const scale = (currency: string) => findCurrency(currency)?.scale ?? 0;
  return rows.map((row) => ({
    currency: row.currency,
    available: minorToDecimal(row.availableMinor, scale(row.currency)),
    held: minorToDecimal(row.heldMinor, scale(row.currency)),
  }));
}

/** The profile's transactions as rows: type, status, amount (whole units), payway. */
async function transactionsOf(login: Login) {
  const rows = await testApp.context.db
    .selectFrom('transactions')
    .select(['type', 'status', 'amount', 'currency', 'payway'])
    .where('profile_id', '=', login.profiles_id[0] as string)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    status: row.status,
    amount: minorToDecimal(BigInt(row.amount), findCurrency(row.currency)?.scale ?? 0),
    payway: row.payway,
  }));
}

async function send(login: Login, amount = '10', currency = 'USDT', kind: 'send' | 'request' = 'send') {
  return testApp.client.ok(createChatPayment, {
    token: login,
    idempotencyKey: key(),
    body: { kind, amount, currency, note: 'lunch' },
  });
}

async function isBalanced() {
  return (await auditLedger(testApp.context.db)).isBalanced;
}

describe('a send card', () => {
  it('keeps to the verification level’s limits: the sender’s money out, the claimer’s money in', async () => {
    const alice = await user({ EUR: 100_000n });
    const carol = await user({ EUR: 100_000n });
    const bob = await user();
    // The first level lets 200 EUR a day out and in.
    for (const login of [alice, bob]) starterProfiles.add(login.profiles_id[0] as string);
    const first = await send(alice, '150', 'EUR');
    const over = await testApp.client.call(createChatPayment, {
      token: alice,
      idempotencyKey: key(),
      body: { kind: 'send', amount: '100', currency: 'EUR' },
    });
    expect([over.status, over.error?.code]).toEqual([422, 'PAYOUT_DAILY_LIMIT_VIOLATION']);
    expect(await balances(alice)).toEqual([{ currency: 'EUR', available: '850', held: '150' }]);
    const second = await send(carol, '100', 'EUR');
    await testApp.client.ok(claimChatPayment, {
      token: bob,
      params: { paymentId: first.id },
      idempotencyKey: key(),
    });
    const overIn = await testApp.client.call(claimChatPayment, {
      token: bob,
      params: { paymentId: second.id },
      idempotencyKey: key(),
    });
    expect(overIn.isOk).toBe(false);
    expect(overIn.error?.code).toMatch(/LIMIT/);
    expect(await balances(bob)).toEqual([{ currency: 'EUR', available: '150', held: '0' }]);
    expect(
      (await testApp.client.ok(getChatPayment, { token: carol, params: { paymentId: second.id } })).status,
    ).toBe('waiting');
    expect(await isBalanced()).toBe(true);
  });

  it('holds the amount on the sender, and its claim credits the claimer once', async () => {
    const alice = await user({ USDT: 50_000_000n });
    const bob = await user();
    const card = await send(alice);
    expect(card).toMatchObject({
      kind: 'send',
      status: 'waiting',
      amount: '10',
      currency: 'USDT',
      note: 'lunch',
      viewer_role: 'creator',
      can_act: false,
      can_cancel: true,
      refusal: 'own_card',
      share_link: `https://t.me/ferry_bot/app?startapp=pay_${card.id}`,
      prepared_message: null,
    });
    expect(await balances(alice)).toEqual([{ currency: 'USDT', available: '40', held: '10' }]);

    // A stranger sees the card: amount, note and creator only.
    const seen = await testApp.client.ok(getChatPayment, { token: bob, params: { paymentId: card.id } });
    expect(seen).toMatchObject({ viewer_role: 'stranger', can_act: true, refusal: null, counterparty: null });
    expect(seen.creator.display_name).toMatch(/^user/);

    const idempotencyKey = key();
    const claim = () =>
      testApp.client.call(claimChatPayment, { token: bob, params: { paymentId: card.id }, idempotencyKey });
    const first = await claim();
    const replay = await claim();
    expect(first.body).toMatchObject({ status: 'claimed', viewer_role: 'counterparty', can_act: false });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    // Claiming again with a new key answers the same card, and credits nothing more.
    const again = await testApp.client.ok(claimChatPayment, {
      token: bob,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect(again.status).toBe('claimed');
    expect(await balances(bob)).toEqual([{ currency: 'USDT', available: '10', held: '0' }]);
    expect(await balances(alice)).toEqual([{ currency: 'USDT', available: '40', held: '0' }]);

    // Both transaction lists show it: the sender's UPAYOUT, the claimer's UDEPOSIT, on the chat payway.
    const sent = await transactionsOf(alice);
    const received = await transactionsOf(bob);
    expect(sent).toEqual([
      expect.objectContaining({ type: 'UPAYOUT', status: 'DONE', amount: '10', payway: 'chat' }),
    ]);
    expect(received).toEqual([
      expect.objectContaining({ type: 'UDEPOSIT', status: 'DONE', amount: '10', payway: 'chat' }),
    ]);
    const creatorView = await testApp.client.ok(getChatPayment, {
      token: alice,
      params: { paymentId: card.id },
    });
    expect(creatorView.counterparty?.display_name).toMatch(/^user/);
    expect(creatorView.settled_at).not.toBeNull();
    expect(await isBalanced()).toBe(true);
  });

  it('pays one claimer however many claim at once (20 at the same moment)', async () => {
    const alice = await user({ USDT: 50_000_000n });
    const claimers = await Promise.all(Array.from({ length: 20 }, () => user()));
    const card = await send(alice, '7');
    const answers = await Promise.all(
      claimers.map((claimer) =>
        testApp.client.call(claimChatPayment, {
          token: claimer,
          params: { paymentId: card.id },
          idempotencyKey: key(),
        }),
      ),
    );
    const won = answers.filter((answer) => answer.isOk);
    expect(won).toHaveLength(1);
    const lost = answers.filter((answer) => !answer.isOk);
    expect(
      new Set(
        lost.map((answer) => `${answer.status} ${answer.error?.code} ${answer.error?.details?.reason}`),
      ),
    ).toEqual(new Set(['409 CONFLICT_ERROR already_claimed']));
    const credited = await Promise.all(claimers.map(balances));
    expect(credited.filter((list) => list.length > 0)).toEqual([
      [{ currency: 'USDT', available: '7', held: '0' }],
    ]);
    expect(await balances(alice)).toEqual([{ currency: 'USDT', available: '43', held: '0' }]);
    expect(await isBalanced()).toBe(true);
  });

  it('gives the money back at once when the sender cancels, and then refuses a claim', async () => {
    const alice = await user({ EUR: 10_000n });
    const bob = await user();
    const card = await send(alice, '25', 'EUR');
    expect(await balances(alice)).toEqual([{ currency: 'EUR', available: '75', held: '25' }]);
    const byOther = await testApp.client.call(cancelChatPayment, {
      token: bob,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect([byOther.status, byOther.error?.code, byOther.error?.details?.reason]).toEqual([
      403,
      'ACCESS_DENIED',
      'not_creator',
    ]);
    const cancelled = await testApp.client.ok(cancelChatPayment, {
      token: alice,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', can_cancel: false, refusal: 'cancelled' });
    expect(await balances(alice)).toEqual([{ currency: 'EUR', available: '100', held: '0' }]);
    const late = await testApp.client.call(claimChatPayment, {
      token: bob,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect([late.status, late.error?.code, late.error?.details?.reason]).toEqual([
      409,
      'CONFLICT_ERROR',
      'cancelled',
    ]);
    const sent = await transactionsOf(alice);
    expect(sent).toEqual([expect.objectContaining({ type: 'UPAYOUT', status: 'CANCELLED', payway: 'chat' })]);
    expect(await isBalanced()).toBe(true);
  });

  it('returns by itself after the period, by the injected clock, and tells the sender', async () => {
    const alice = await user({ EUR: 10_000n });
    const card = await send(alice, '30', 'EUR');
    const worker = testApp.workers.find((each) => each.name === 'chat-payment-returns');
    const statusOf = async () =>
      (
        await testApp.context.db
          .selectFrom('chat_payments')
          .select('status')
          .where('id', '=', card.id)
          .executeTakeFirstOrThrow()
      ).status;
    clock.advanceSeconds(13 * 86_400);
    await worker?.runOnce();
    expect(await statusOf()).toBe('waiting');
    clock.advanceSeconds(86_400 + 1);
    expect(await worker?.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('returned');
    // Seen by someone signed in now (the earlier sessions' tokens ran out with the clock).
    const later = await user();
    const returned = await testApp.client.ok(getChatPayment, {
      token: later,
      params: { paymentId: card.id },
    });
    expect(returned).toMatchObject({ status: 'returned', can_act: false, refusal: 'returned' });
    const bobClaims = await testApp.client.call(claimChatPayment, {
      token: later,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect([bobClaims.status, bobClaims.error?.details?.reason]).toEqual([409, 'returned']);
    expect(await balances(alice)).toEqual([{ currency: 'EUR', available: '100', held: '0' }]);
    const told = await testApp.context.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('topic', '=', 'chat.payment')
      .execute();
    const notices = told
      .map((row) => (row.payload as { chat_payment: { id: string; notice: string } }).chat_payment)
      .filter((notice) => notice.id === card.id)
      .map((notice) => notice.notice);
    expect(notices).toEqual(['chatPaymentWaiting', 'chatPaymentReturned']);
    expect(await isBalanced()).toBe(true);
  });
});

describe('a request card', () => {
  it('is paid by the first other person: a transfer to its creator', async () => {
    const olena = await user();
    const payer = await user({ EUR: 10_000n });
    const card = await send(olena, '15', 'EUR', 'request');
    expect(await balances(olena)).toEqual([]);
    const own = await testApp.client.call(payChatPayment, {
      token: olena,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect([own.status, own.error?.code, own.error?.details?.reason]).toEqual([
      403,
      'ACCESS_DENIED',
      'own_card',
    ]);
    const wrong = await testApp.client.call(claimChatPayment, {
      token: payer,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect([wrong.status, wrong.error?.details?.reason]).toEqual([409, 'wrong_kind']);
    const paid = await testApp.client.ok(payChatPayment, {
      token: payer,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect(paid).toMatchObject({ status: 'paid', viewer_role: 'counterparty' });
    expect(await balances(olena)).toEqual([{ currency: 'EUR', available: '15', held: '0' }]);
    expect(await balances(payer)).toEqual([{ currency: 'EUR', available: '85', held: '0' }]);
    const third = await user({ EUR: 10_000n });
    const late = await testApp.client.call(payChatPayment, {
      token: third,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect([late.status, late.error?.code, late.error?.details?.reason]).toEqual([
      409,
      'CONFLICT_ERROR',
      'already_paid',
    ]);
    expect(await isBalanced()).toBe(true);
  });
});

describe('refusals', () => {
  it('answers each refusal with its spec code', async () => {
    const alice = await user({ USDT: 5_000_000n });
    const create = (body: { kind: 'send' | 'request'; amount: string; currency: string; note?: string }) =>
      testApp.client.call(createChatPayment, { token: alice, idempotencyKey: key(), body });
    const codeOf = async (body: Parameters<typeof create>[0]) => {
      const answer = await create(body);
      return [answer.status, answer.error?.code];
    };
    expect(await codeOf({ kind: 'send', amount: '10', currency: 'USDT' })).toEqual([
      422,
      'INSUFFICIENT_BALANCE',
    ]);
    expect(await codeOf({ kind: 'send', amount: '0.001', currency: 'EUR' })).toEqual([
      400,
      'VALIDATION_ERROR',
    ]);
    expect(await codeOf({ kind: 'send', amount: '10', currency: 'NOPE' })).toEqual([400, 'VALIDATION_ERROR']);
    expect(await codeOf({ kind: 'request', amount: '5000', currency: 'EUR' })).toEqual(
      expect.arrayContaining(['PAYOUT_MAX_TECH_LIMIT_VIOLATION']),
    );
    expect(await codeOf({ kind: 'send', amount: '1', currency: 'USDT', note: 'x'.repeat(141) })).toEqual([
      400,
      'VALIDATION_ERROR',
    ]);
    const bob = await user();
    const card = await send(alice, '1');
    const own = await testApp.client.call(claimChatPayment, {
      token: alice,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect([own.status, own.error?.code, own.error?.details?.reason]).toEqual([
      403,
      'ACCESS_DENIED',
      'own_card',
    ]);
    const unknown = await testApp.client.call(getChatPayment, {
      token: bob,
      params: { paymentId: 'ZZZZZZZZZZZZZZZZZZZZ' },
    });
    expect([unknown.status, unknown.error?.code]).toEqual([404, 'NOT_FOUND']);
    const badId = await testApp.client.call(getChatPayment, {
      token: bob,
      params: { paymentId: 'not-an-id' },
    });
    expect(badId.status).toBe(404);
  });

  it('limits how many cards a sender makes in an hour (TOO_MANY_REQUESTS)', async () => {
    const alice = await user();
    const answers = [];
    for (let index = 0; index < 31; index += 1)
      answers.push(
        await testApp.client.call(createChatPayment, {
          token: alice,
          idempotencyKey: key(),
          body: { kind: 'request', amount: '1', currency: 'EUR' },
        }),
      );
    expect(answers.slice(0, 30).every((answer) => answer.isOk)).toBe(true);
    expect([answers[30]?.status, answers[30]?.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    const mine = await testApp.client.ok(listChatPayments, { token: alice });
    expect(mine.items).toHaveLength(30);
  });
});

describe('the bot side', () => {
  it('names a sender without a name by a handle that reads as a name in every language', async () => {
    const alice = await user({ USDT: 20_000_000n });
    const body = { telegram_user_id: String(alice.tgId), query: '10 usdt', display_name: '   ' };
    const draft = await testApp.client.ok(createBotChatPaymentDraft, { headers: BOT, body });
    expect(draft.card?.creator?.display_name).toMatch(/^Ferry #\d{4}$/);
  });

  it('makes a draft at inline-query time and holds the money only when the card is sent', async () => {
    const alice = await user({ USDT: 20_000_000n });
    const bob = await user();
    const body = { telegram_user_id: String(alice.tgId), query: '10 usdt lunch', display_name: 'Alice K' };
    const draft = await testApp.client.ok(createBotChatPaymentDraft, { headers: BOT, body });
    expect(draft.card).toMatchObject({
      status: 'draft',
      amount: '10',
      currency: 'USDT',
      note: 'lunch',
      creator: { display_name: 'Alice K' },
    });
    const sameDraft = await testApp.client.ok(createBotChatPaymentDraft, { headers: BOT, body });
    expect(sameDraft.card?.id).toBe(draft.card?.id);
    expect(await balances(alice)).toEqual([{ currency: 'USDT', available: '20', held: '0' }]);
    const id = draft.card?.id as string;
    const hidden = await testApp.client.call(getChatPayment, { token: bob, params: { paymentId: id } });
    expect(hidden.status).toBe(404);

    const activate = () =>
      testApp.client.ok(activateBotChatPayment, {
        headers: BOT,
        params: { paymentId: id },
        body: { telegram_user_id: String(alice.tgId), inline_message_id: 'inline-1' },
      });
    expect(await activate()).toMatchObject({ is_active: true, card: { status: 'waiting' } });
    expect(await activate()).toMatchObject({ is_active: true, card: { status: 'waiting' } });
    expect(await balances(alice)).toEqual([{ currency: 'USDT', available: '10', held: '10' }]);

    // A second card the balance no longer covers is refused at activation and holds nothing.
    const second = await testApp.client.ok(createBotChatPaymentDraft, {
      headers: BOT,
      body: { ...body, query: '15 USDT' },
    });
    const refused = await testApp.client.ok(activateBotChatPayment, {
      headers: BOT,
      params: { paymentId: second.card?.id as string },
      body: { telegram_user_id: String(alice.tgId), inline_message_id: 'inline-2' },
    });
    expect(refused).toMatchObject({
      is_active: false,
      refusal_code: 'INSUFFICIENT_BALANCE',
      card: { status: 'draft' },
    });
    expect(await balances(alice)).toEqual([{ currency: 'USDT', available: '10', held: '10' }]);

    const stranger = await testApp.client.ok(createBotChatPaymentDraft, {
      headers: BOT,
      body: { ...body, telegram_user_id: '999999999' },
    });
    expect(stranger).toEqual({ card: null, language: 'en', refusal_code: 'NOT_FOUND' });
    const nonsense = await testApp.client.ok(createBotChatPaymentDraft, {
      headers: BOT,
      body: { ...body, query: 'hello there' },
    });
    expect(nonsense).toMatchObject({ card: null, refusal_code: 'VALIDATION_ERROR' });
  });

  it('waits for the bot’s prepared message and answers it, or null when the bot is silent', async () => {
    const alice = await user({ USDT: 20_000_000n });
    const card = await send(alice, '1');
    const silent = await testApp.client.ok(prepareChatPaymentMessage, {
      token: alice,
      params: { paymentId: card.id },
    });
    expect(silent).toEqual({ prepared_message: null, unavailable_reason: 'bot_silent' });
    const asked = testApp.client.ok(prepareChatPaymentMessage, {
      token: alice,
      params: { paymentId: card.id },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const expiresAt = new Date(clock.nowMs() + 3_600_000).toISOString();
    const recorded = await testApp.client.ok(recordBotPreparedMessage, {
      headers: BOT,
      params: { paymentId: card.id },
      body: { telegram_user_id: String(alice.tgId), prepared_message_id: 'prep-1', expires_at: expiresAt },
    });
    expect(recorded.is_recorded).toBe(true);
    expect(await asked).toEqual({
      prepared_message: { id: 'prep-1', expires_at: expiresAt },
      unavailable_reason: null,
    });
    const notMine = await testApp.client.ok(recordBotPreparedMessage, {
      headers: BOT,
      params: { paymentId: card.id },
      body: { telegram_user_id: '12345', prepared_message_id: 'prep-2', expires_at: expiresAt },
    });
    expect(notMine.is_recorded).toBe(false);
  });
});

describe('a creator the bot cannot write to', () => {
  const prepare = (login: Login, id: string) =>
    testApp.client.ok(prepareChatPaymentMessage, { token: login, params: { paymentId: id } });
  const prepareEvents = (id: string) =>
    testApp.context.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('topic', '=', 'chat.payment')
      .execute()
      .then((rows) =>
        rows.filter((row) => {
          const notice = (row.payload as { chat_payment?: { id: string; notice: string } }).chat_payment;
          return notice?.id === id && notice.notice === 'chatPaymentPrepare';
        }),
      );
  const markUnreachable = (tgId: bigint) =>
    testApp.context.db
      .updateTable('users')
      .set({ bot_unreachable_at: new Date(clock.nowMs()) })
      .where('tg_id', '=', tgId)
      .execute();

  it('gets no prepared message at once, asks the bot nothing, and the card stays held and claimable by its link', async () => {
    const alice = await user({ USDT: 20_000_000n });
    const card = await send(alice, '10');
    await markUnreachable(alice.tgId);
    const startedAt = Date.now();
    expect(await prepare(alice, card.id)).toEqual({
      prepared_message: null,
      unavailable_reason: 'bot_unreachable',
    });
    // Well inside the 1.5 s this app waits for a silent bot.
    expect(Date.now() - startedAt).toBeLessThan(1_000);
    expect(await prepareEvents(card.id)).toEqual([]);
    const waiting = await testApp.client.ok(getChatPayment, { token: alice, params: { paymentId: card.id } });
    expect(waiting).toMatchObject({
      status: 'waiting',
      can_cancel: true,
      share_link: `https://t.me/ferry_bot/app?startapp=pay_${card.id}`,
    });
    expect(await balances(alice)).toEqual([{ currency: 'USDT', available: '10', held: '10' }]);
    const bob = await user();
    const claimed = await testApp.client.ok(claimChatPayment, {
      token: bob,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect(claimed.status).toBe('claimed');
    expect(await balances(bob)).toEqual([{ currency: 'USDT', available: '10', held: '0' }]);
    expect(await isBalanced()).toBe(true);
  });

  it('stops waiting as soon as the bot finds it blocked (a 403 marks the user unreachable)', async () => {
    const alice = await user({ USDT: 20_000_000n });
    const card = await send(alice, '1');
    const asked = prepare(alice, card.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await prepareEvents(card.id)).toHaveLength(1);
    await markUnreachable(alice.tgId);
    // A bot that stayed silent would be answered `bot_silent` after the 1.5 s wait.
    expect(await asked).toEqual({ prepared_message: null, unavailable_reason: 'bot_unreachable' });
  });

  it('a user with no Telegram account gets the link at once, and a cancel still returns the money', async () => {
    const web = await testApp.signIn();
    await testApp.context.db
      .transaction()
      .execute((trx) =>
        testApp.context.ledger.post(trx, [fund(web.profiles_id[0] as string, 'USDT', 20_000_000n)]),
      );
    const card = await send(web, '10');
    expect(await prepare(web, card.id)).toEqual({
      prepared_message: null,
      unavailable_reason: 'bot_unreachable',
    });
    const cancelled = await testApp.client.ok(cancelChatPayment, {
      token: web,
      params: { paymentId: card.id },
      idempotencyKey: key(),
    });
    expect(cancelled.status).toBe('cancelled');
    expect(await balances(web)).toEqual([{ currency: 'USDT', available: '20', held: '0' }]);
  });
});
