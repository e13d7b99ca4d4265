import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEnvironment } from '../../test-support/live-environment';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/**
 * Every door the sandbox opens: the dev routes that play the outside world, and the sandbox KYC
 * provider's page. Each acts on data nobody signed for, so with live providers none may exist.
 * `:profile` stands for a real profile (the KYC route answers NOT_FOUND for an unknown one).
 */
const SANDBOX_DOORS: readonly [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/api/dev/outbox?to=ann@example.com'],
  ['POST', `/api/dev/sandbox/customer-verifications/${crypto.randomUUID()}/review`],
  ['POST', '/api/dev/sandbox/kyc/:profile'],
  ['POST', '/api/dev/sandbox/verification/:profile'],
  ['POST', '/api/dev/sandbox/bank-transfers'],
  ['POST', '/api/dev/sandbox/payments/sbx-reference/confirm'],
  ['GET', '/api/dev/sandbox/monobank/sbx-invoice'],
  ['POST', '/api/dev/sandbox/crypto-transfers'],
  ['POST', '/api/dev/sandbox/deposit-reversals'],
  ['POST', '/api/client/v1/sandbox-kyc/applicants/sbx_applicant'],
  ['POST', '/api/client/v1/sandbox-kyc/applicants/sbx_applicant/submission'],
  ['POST', '/api/client/v1/sandbox-kyc/applicants/sbx_applicant/review'],
  ['POST', '/api/dev/sandbox/card-network/authorizations'],
  ['POST', '/api/dev/sandbox/card-network/authorizations/sbx_auth/increments'],
  ['POST', '/api/dev/sandbox/card-network/balance-inquiries'],
  ['POST', '/api/dev/sandbox/card-network/authorizations/sbx_auth/reversal'],
  ['POST', '/api/dev/sandbox/card-network/authorizations/sbx_auth/expiry'],
  ['POST', '/api/dev/sandbox/card-network/authorizations/sbx_auth/capture'],
  ['POST', '/api/dev/sandbox/card-network/force-posts'],
  ['POST', '/api/dev/sandbox/card-network/refunds'],
  ['POST', '/api/dev/sandbox/card-network/atm-withdrawals'],
  ['POST', '/api/dev/sandbox/card-network/cashback'],
];

async function knock(testApp: TestApp, method: string, path: string) {
  const profile = (await testApp.signIn()).profiles_id[0] as string;
  const response = await testApp.app.request(path.replace(':profile', profile), {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify({}) } : {}),
  });
  return { status: response.status, body: await response.text() };
}

let sandbox: TestApp;
let live: TestApp;
/** What a path no route serves answers, per mode: a door that answers the same is not there. */
let nowhere: { status: number; body: string };
beforeAll(async () => {
  sandbox = await createTestApp();
  live = await createTestApp({ environment: liveEnvironment() });
  nowhere = await knock(sandbox, 'POST', '/api/dev/sandbox/no-such-door');
});
afterAll(async () => {
  await sandbox.dispose();
  await live.dispose();
});

describe('sandbox pages and dev routes', () => {
  it('a path no route serves answers 404', () => {
    expect(nowhere.status).toBe(404);
  });

  // The sandbox bank's page answers an unknown invoice as a missing route would; the others tell.
  it.each(SANDBOX_DOORS.filter(([, path]) => !path.includes('/monobank/')))(
    '%s %s is there in sandbox mode',
    async (method, path) => {
      expect(await knock(sandbox, method, path)).not.toEqual(nowhere);
    },
  );

  it.each(SANDBOX_DOORS)('%s %s does not exist with PROVIDERS_MODE=live', async (method, path) => {
    expect((await knock(live, method, path)).status).toBe(404);
  });
});
