import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEnvironment } from '../../test-support/live-environment';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { cardEndingIn } from '../../test-support/withdrawals.test-kit';
import { balancesOf, fundedUser, withdraw } from './withdrawals.test-kit';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.dispose()));
});

describe.each([
  ['live mode', liveEnvironment()],
  ['sandbox mode with payouts switched off', { PROVIDERS_OFF: 'payouts' }],
])('withdrawals in %s', (_name, environment) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ environment });
    apps.push(testApp);
  });

  it('refuses with SERVICE_UNAVAILABLE before holding money, and runs no payout worker', async () => {
    const { login, profileId } = await fundedUser(testApp, { EUR: 100_000n });
    const before = await balancesOf(testApp, profileId);
    const answer = await withdraw(testApp, login, {
      payway: 'card',
      currency: 'EUR',
      amount: '100',
      requisite: { value: cardEndingIn('4242') },
    });
    expect([answer.status, answer.body.error?.code, answer.body.error?.details]).toEqual([
      503,
      'SERVICE_UNAVAILABLE',
      { reason: 'no_live_provider', provider: 'payouts' },
    ]);
    expect(await balancesOf(testApp, profileId)).toEqual(before);
    expect(testApp.workers.map((worker) => worker.name)).not.toContain('payouts');
  });
});
