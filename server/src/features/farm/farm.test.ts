import { checkInFarm, claimFarmTask, convertFarmPoints, getFarm } from '@ferry/shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createFarmApp, type FarmApp } from './farm.test-kit';

const KYIV = 'Europe/Kyiv';
const HOUR_MS = 3_600_000;
let app: FarmApp;

afterEach(async () => {
  await app?.dispose();
});

async function checkIn(user: { token: () => Promise<string> }, key = crypto.randomUUID()) {
  return app.client.call(checkInFarm, {
    token: await user.token(),
    idempotencyKey: key,
    body: { time_zone: KYIV },
  });
}

describe('the daily check-in', () => {
  it('makes a 3-day streak in the user’s time zone, each day worth more', async () => {
    // 21:00 UTC on 26 November is 23:00 in Kyiv; the next check-ins are just past Kyiv's midnights.
    app = await createFarmApp('2026-11-26T21:00:00Z');
    const user = await app.farmer();
    const days = [];
    for (const atIso of ['2026-11-26T21:00:00Z', '2026-11-26T22:05:00Z', '2026-11-27T22:30:00Z']) {
      app.clock.nowMs = Date.parse(atIso);
      const answer = await checkIn(user);
      if (!answer.isOk) throw new Error(JSON.stringify(answer.error));
      days.push([answer.body.streak, answer.body.points]);
    }
    expect(days).toEqual([
      [1, 10],
      [2, 15],
      [3, 20],
    ]);
    const farm = await app.client.ok(getFarm, { token: await user.token(), query: {} });
    expect(farm.points).toBe(45);
    expect(farm.check_in).toMatchObject({ streak: 3, is_done_today: true, next_points: 25 });
    expect(farm.time_zone).toBe(KYIV);
  });

  it('refuses a second check-in the same local day with the time left until the next one', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const user = await app.farmer();
    expect((await checkIn(user)).isOk).toBe(true);
    app.clock.nowMs = Date.parse('2026-11-28T20:00:00Z'); // 22:00 in Kyiv, two hours before midnight
    const again = await checkIn(user);
    expect(again.isOk).toBe(false);
    if (again.isOk) return;
    expect(again.status).toBe(422);
    expect(again.error.code).toBe('DAILY_LIMIT_EXCEEDED');
    expect(again.error.details).toEqual({
      message_key: 'farm.refusal.alreadyCheckedIn',
      next_check_in_at: '2026-11-28T22:00:00.000Z',
      retry_after_seconds: 2 * 3600,
    });
    expect(again.headers.get('Retry-After')).toBe('7200');
    const farm = await app.client.ok(getFarm, { token: await user.token(), query: {} });
    expect(farm.check_in).toMatchObject({
      is_done_today: true,
      seconds_left: 7200,
      next_at: '2026-11-28T22:00:00.000Z',
    });
    expect(farm.points).toBe(10);
  });

  it('starts the streak again after a missed day, and a zone hop does not make a second day', async () => {
    app = await createFarmApp('2026-11-20T10:00:00Z');
    const user = await app.farmer();
    await checkIn(user);
    app.clock.nowMs = Date.parse('2026-11-22T10:00:00Z');
    const afterGap = await checkIn(user);
    expect(afterGap.isOk && afterGap.body.streak).toBe(1);
    app.clock.nowMs += HOUR_MS;
    const hop = await app.client.call(checkInFarm, {
      token: await user.token(),
      idempotencyKey: crypto.randomUUID(),
      body: { time_zone: 'Pacific/Kiritimati' },
    });
    expect(hop.isOk ? 'accepted' : hop.error.code).toBe('DAILY_LIMIT_EXCEEDED');
  });

  it('answers a replayed check-in with the first answer and counts it once', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const user = await app.farmer();
    const key = crypto.randomUUID();
    const first = await checkIn(user, key);
    const replay = await checkIn(user, key);
    expect(replay.isOk && first.isOk && replay.body).toEqual(first.isOk && first.body);
    const farm = await app.client.ok(getFarm, { token: await user.token(), query: {} });
    expect(farm.points).toBe(10);
  });

  it('lets one of ten check-ins sent at once through, with different keys', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const user = await app.farmer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkIn(user)));
    expect(answers.filter((answer) => answer.isOk)).toHaveLength(1);
    expect(
      answers.filter((answer) => !answer.isOk).map((answer) => (answer.isOk ? '' : answer.error.code)),
    ).toEqual(Array(9).fill('DAILY_LIMIT_EXCEEDED'));
    const farm = await app.client.ok(getFarm, { token: await user.token(), query: {} });
    expect(farm.points).toBe(10);
  });

  it('refuses a time zone that does not exist', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const user = await app.farmer();
    const answer = await app.client.call(checkInFarm, {
      token: await user.token(),
      idempotencyKey: crypto.randomUUID(),
      body: { time_zone: 'Mars/Olympus' },
    });
    expect(answer.isOk ? 200 : answer.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('tasks', () => {
  it('are todo until the data shows them done, then claimed once', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const user = await app.farmer();
    const claim = async (task: string, key = crypto.randomUUID()) =>
      app.client.call(claimFarmTask, { token: await user.token(), idempotencyKey: key, params: { task } });
    const early = await claim('tonWallet');
    expect(early.isOk ? 'ok' : early.error.details).toEqual({
      message_key: 'farm.refusal.taskNotDone',
      task: 'tonWallet',
    });
    app.tonWallets.add(user.userId);
    await app.context.db.transaction().execute((trx) =>
      app.context.transactions.create(trx, {
        profileId: user.profileId,
        type: 'UDEPOSIT',
        status: 'DONE',
        amountMinor: 1_000n,
        currency: 'EUR',
      }),
    );
    const before = await app.client.ok(getFarm, { token: await user.token(), query: {} });
    expect(Object.fromEntries(before.tasks.map((task) => [task.task, task.status]))).toEqual({
      firstDeposit: 'ready',
      firstExchange: 'todo',
      friendVerified: 'todo',
      tonWallet: 'ready',
    });
    const key = crypto.randomUUID();
    const first = await claim('tonWallet', key);
    expect(first.isOk && first.body.points).toBe(100);
    const replay = await claim('tonWallet', key);
    expect(replay.isOk && replay.body.points).toBe(100);
    const twice = await claim('tonWallet');
    expect(twice.isOk ? 'ok' : twice.error.code).toBe('CONFLICT_ERROR');
    expect((await claim('buyPoints')).status).toBe(404);
    const after = await app.client.ok(getFarm, { token: await user.token(), query: {} });
    expect(after.points).toBe(100);
  });

  it('counts a friend who came by the link and verified, not a second account of the same person', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const user = await app.farmer({ person: 'anna' });
    const twin = await app.farmer({ person: 'anna' });
    const refer = async (userId: string, tgId: bigint, referrer: bigint | null) =>
      app.context.db
        .updateTable('users')
        .set({ tg_id: tgId, referrer_tg_id: referrer })
        .where('id', '=', userId)
        .execute();
    await refer(user.userId, 1001n, null);
    await refer(twin.userId, 1002n, 1001n);
    const status = async () =>
      (await app.client.ok(getFarm, { token: await user.token(), query: {} })).tasks.find(
        (task) => task.task === 'friendVerified',
      )?.status;
    expect(await status()).toBe('todo');
    const friend = await app.farmer();
    await refer(friend.userId, 1003n, 1001n);
    expect(await status()).toBe('todo');
    app.levels.set(friend.profileId, 'verified');
    app.persons.set(friend.profileId, 'boris');
    expect(await status()).toBe('ready');
  });
});

describe('converting points', () => {
  async function farmerWithPoints(points: number, person = 'olena') {
    const user = await app.farmer({ person });
    await app.context.db
      .insertInto('farm_members')
      .values({
        user_id: user.userId,
        time_zone: KYIV,
        time_zone_set_at: new Date(app.clock.nowMs),
        points,
        created_at: new Date(app.clock.nowMs),
      })
      .execute();
    return user;
  }
  const convert = async (user: { token: () => Promise<string> }, key = crypto.randomUUID()) =>
    app.client.call(convertFarmPoints, {
      token: await user.token(),
      idempotencyKey: key,
      body: {},
    });

  it('credits the balance once from the promotions account, and a replay answers the same', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const user = await farmerWithPoints(300);
    const key = crypto.randomUUID();
    const first = await convert(user, key);
    if (!first.isOk) throw new Error(JSON.stringify(first.error));
    expect(first.body.transaction).toMatchObject({
      type: 'FARM_REWARD',
      status: 'DONE',
      amount: '0.3',
      currency: 'USDT',
    });
    expect(first.body.points_spent).toBe(300);
    const replay = await convert(user, key);
    expect(replay.isOk && replay.body).toEqual(first.body);
    const balances = await app.context.ledger.balances(app.context.db, user.profileId);
    expect(balances.find((row) => row.currency === 'USDT')).toMatchObject({ availableMinor: 300_000n });
    const rewards = await app.context.db
      .selectFrom('ledger_transfers')
      .select('amount')
      .where('kind', '=', 'farm_reward')
      .execute();
    expect(rewards.map((row) => String(row.amount))).toEqual(['300000']);
    expect(await app.ledgerImbalances()).toEqual([]);
    const farm = first.body.farm;
    expect(farm).toMatchObject({ points: 0, converted_today: '0.3', converted_total: '0.3' });
  });

  it('stops at the daily cap, keeps the rest of the points, and goes on the next local day', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const user = await farmerWithPoints(1200);
    const first = await convert(user);
    expect(
      first.isOk && [first.body.transaction.amount, first.body.points_spent, first.body.farm.points],
    ).toEqual(['0.5', 500, 700]);
    const capped = await convert(user);
    expect(capped.isOk ? 'ok' : [capped.error.code, capped.error.details]).toEqual([
      'DAILY_LIMIT_EXCEEDED',
      {
        message_key: 'farm.refusal.dailyCapReached',
        next_conversion_at: '2026-11-28T22:00:00.000Z',
        retry_after_seconds: 14 * 3600,
      },
    ]);
    expect(capped.headers.get('Retry-After')).toBe(String(14 * 3600));
    app.clock.nowMs = Date.parse('2026-11-28T22:01:00Z'); // just past midnight in Kyiv
    const nextDay = await convert(user);
    expect(nextDay.isOk && nextDay.body.transaction.amount).toBe('0.5');
    expect(await app.ledgerImbalances()).toEqual([]);
  });

  it('converts once when five conversions are sent at once, and the books balance', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const user = await farmerWithPoints(300);
    const answers = await Promise.all(Array.from({ length: 5 }, () => convert(user)));
    expect(answers.filter((answer) => answer.isOk)).toHaveLength(1);
    const rewards = await app.context.db
      .selectFrom('ledger_transfers')
      .select('amount')
      .where('kind', '=', 'farm_reward')
      .execute();
    expect(rewards.map((row) => String(row.amount))).toEqual(['300000']);
    expect(await app.ledgerImbalances()).toEqual([]);
  });

  it('stops at the total cap', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z', { FARM_TOTAL_CAP: '0.7' });
    const user = await farmerWithPoints(5000);
    expect((await convert(user)).isOk).toBe(true);
    app.clock.nowMs += 24 * HOUR_MS;
    const second = await convert(user);
    expect(second.isOk && second.body.transaction.amount).toBe('0.2');
    app.clock.nowMs += 24 * HOUR_MS;
    const done = await convert(user);
    expect(done.isOk ? 'ok' : done.error.details).toEqual({ message_key: 'farm.refusal.totalCapReached' });
  });

  it('needs a verified identity, and one farm per person', async () => {
    app = await createFarmApp('2026-11-28T08:00:00Z');
    const unverified = await app.farmer();
    const refused = await convert(unverified);
    expect(refused.isOk ? 'ok' : [refused.error.code, refused.error.details]).toEqual([
      'ACCESS_DENIED',
      { message_key: 'farm.refusal.verificationRequired' },
    ]);
    const first = await farmerWithPoints(100, 'ivan');
    expect((await convert(first)).isOk).toBe(true);
    const secondAccount = await farmerWithPoints(100, 'ivan');
    const taken = await convert(secondAccount);
    expect(taken.isOk ? 'ok' : taken.error.details).toEqual({ message_key: 'farm.refusal.identityTaken' });
    const view = await app.client.ok(getFarm, { token: await secondAccount.token(), query: {} });
    expect(view.conversion).toEqual({ is_verification_required: false, is_identity_taken: true });
  });
});
