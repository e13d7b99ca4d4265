import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS } from '../../providers/acquiring/sandbox-acquirer';
import { callSandbox, countTransactions, createDepositsClient } from '../../test-support/deposits.test-kit';
import { liveEnvironment } from '../../test-support/live-environment';
import { createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ environment: liveEnvironment() });
});
afterAll(() => testApp.dispose());

describe('deposits with live providers (none configured yet)', () => {
  it('refuses with SERVICE_UNAVAILABLE instead of crediting money no provider received', async () => {
    const login = await testApp.signIn();
    const client = createDepositsClient(testApp, login);
    const card = {
      number: SANDBOX_CARDS.success,
      expiry: '12 / 39',
      cvv: '123',
      holder_name: 'Alice Example',
    };
    for (const body of [
      { payway: 'card', currency: 'EUR', amount: '50', card },
      { payway: 'sepa', currency: 'EUR', amount: '50' },
    ]) {
      const answer = await client.post('deposits', body);
      expect([answer.status, answer.body.error?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    }
    const address = await client.get('deposit-address?currency=USDT&network=TRC20');
    expect([address.status, address.body.error?.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(await countTransactions(testApp, login.profiles_id[0] as string)).toBe(0);
  });

  it('has no sandbox dev routes', async () => {
    const answer = await callSandbox(testApp, 'bank-transfers', { reference: 'FERRY-F000000000000' });
    expect(answer.status).toBe(404);
  });
});

describe('deposits with one sandbox provider switched off', () => {
  it('refuses that provider’s deposits and takes the others', async () => {
    const sandbox = await createTestApp({ environment: { PROVIDERS_OFF: 'acquiring' } });
    try {
      const login = await sandbox.signIn();
      const client = createDepositsClient(sandbox, login);
      const card = {
        number: SANDBOX_CARDS.success,
        expiry: '12 / 39',
        cvv: '123',
        holder_name: 'Alice Example',
      };
      const refused = await client.post('deposits', { payway: 'card', currency: 'EUR', amount: '50', card });
      expect([refused.status, refused.body.error?.details]).toEqual([
        503,
        { reason: 'no_live_provider', provider: 'acquiring' },
      ]);
      const sepa = await client.post('deposits', { payway: 'sepa', currency: 'EUR', amount: '50' });
      expect(sepa.status).toBeLessThan(300);
    } finally {
      await sandbox.dispose();
    }
  });
});
