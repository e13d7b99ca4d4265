import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedUser } from '../test-support/money.test-kit';
import { everyStatement } from '../test-support/statements.test-kit';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { callApi, codeAt, createManualClock } from '../test-support/two-factor.test-kit';

// The guard reads whether two-factor guards a scope and the profile's verified residence on every
// money call; both are kept two seconds (announced-cache.ts). The clock here stands still, so a
// change is seen only because it was announced, never because the copy expired.
const clock = createManualClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ nowMs: clock.read });
});
afterAll(() => testApp.dispose());

type Funded = Awaited<ReturnType<typeof fundedUser>>;

const transfer = (from: Funded, to: Funded) =>
  callApi(testApp, 'POST', 'transfers', {
    login: from.login,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { currency: 'EUR', amount: '0.01', to_profile_id: to.profileId },
  });

const statementsOf = (work: () => Promise<unknown>) => everyStatement(testApp.context.db, work);

const readsOf = (statements: string[], table: string) =>
  statements.filter((text) => text.includes(`from "${table}"`)).length;

describe('the guard’s per-request reads, kept and announced', () => {
  it('a second transfer right after the first reads neither two-factor nor the residence', async () => {
    const [sender, recipient] = [
      await fundedUser(testApp, { EUR: 100n }),
      await fundedUser(testApp, { EUR: 1n }),
    ];
    const first = await statementsOf(() => transfer(sender, recipient));
    expect([readsOf(first, 'two_factor'), readsOf(first, 'verification_persons')]).toEqual([1, 1]);
    const second = await statementsOf(async () =>
      expect((await transfer(sender, recipient)).status).toBe(200),
    );
    expect([readsOf(second, 'two_factor'), readsOf(second, 'verification_persons')]).toEqual([0, 0]);
  });

  it('two-factor switched on asks for a code on the very next transfer', async () => {
    const [sender, recipient] = [
      await fundedUser(testApp, { EUR: 100n }),
      await fundedUser(testApp, { EUR: 1n }),
    ];
    expect((await transfer(sender, recipient)).status).toBe(200);
    const setup = await callApi(testApp, 'POST', '2fa/setup', { login: sender.login });
    const enabled = await callApi(testApp, 'POST', '2fa/enable', {
      login: sender.login,
      body: { code: await codeAt(setup.body.secret as string, clock.read()) },
    });
    expect(enabled.status).toBe(200);
    const next = await transfer(sender, recipient);
    expect([next.status, next.body.error?.code]).toEqual([403, 'AUTH_2FA_REQUIRED']);
  });

  it('a residence declared in a country Ferry does not serve refuses the very next transfer', async () => {
    const [sender, recipient] = [
      await fundedUser(testApp, { EUR: 100n }),
      await fundedUser(testApp, { EUR: 1n }),
    ];
    expect((await transfer(sender, recipient)).status).toBe(200);
    const declared = await callApi(testApp, 'POST', 'verification/declared-address', {
      login: sender.login,
      body: {
        first_name: 'Ivan',
        last_name: 'Petrov',
        date_of_birth: '1990-01-01',
        country: 'RU',
        city: 'Moscow',
        street: 'Tverskaya 1',
        postal_code: '125009',
      },
    });
    expect(declared.body.error?.code).toBe('COUNTRY_NOT_ALLOWED');
    const next = await transfer(sender, recipient);
    expect(next.body.error?.code).toBe('COUNTRY_NOT_ALLOWED');
  });
});
