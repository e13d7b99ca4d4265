import { listBalances, transactionSchema } from '@ferry/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { fundedUser as fundedUserWith } from '../../test-support/money.test-kit';
import { operationStatements } from '../../test-support/statements.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

async function call(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const response = await testApp.app.request(`/api/client/v1/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown> & {
      error?: { code: string; details?: unknown };
    },
  };
}

const fundedUser = (currency: string, amountMinor: bigint) =>
  fundedUserWith(testApp, { [currency]: amountMinor });

async function balancesOf(login: Awaited<ReturnType<TestApp['signIn']>>) {
  const { body } = await call('GET', 'balances', bearer(login));
  return listBalances.response.parse(body).balances;
}

const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });

describe('POST transfers', () => {
  it('carries transfers both ways between two profiles at once without a deadlock', async () => {
    const alice = await fundedUser('EUR', 100_000n);
    const bob = await fundedUser('EUR', 100_000n);
    const send = (from: typeof alice, to: typeof alice) =>
      call('POST', 'transfers', bearer(from.login, key()), {
        currency: 'EUR',
        amount: '0.01',
        to_profile_id: to.profileId,
      });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? send(alice, bob) : send(bob, alice))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await balancesOf(alice.login)).toEqual([{ currency: 'EUR', available: '1000', held: '0' }]);
  });

  it('moves money to another profile at once: UPAYOUT for the sender, UDEPOSIT for the recipient', async () => {
    const sender = await fundedUser('EUR', 10_000n);
    const recipient = await fundedUser('EUR', 0n + 1n);
    const { status, body } = await call('POST', 'transfers', bearer(sender.login, key()), {
      currency: 'EUR',
      amount: '25.50',
      to_profile_id: recipient.profileId,
    });
    expect(status).toBe(200);
    const sent = transactionSchema.parse(body);
    expect(sent).toMatchObject({
      type: 'UPAYOUT',
      status: 'DONE',
      amount: '25.5',
      currency: 'EUR',
      fee: '0',
    });
    expect(await balancesOf(sender.login)).toEqual([{ currency: 'EUR', available: '74.5', held: '0' }]);
    expect(await balancesOf(recipient.login)).toEqual([{ currency: 'EUR', available: '25.51', held: '0' }]);
    const received = await call('GET', 'transactions?type=UDEPOSIT', bearer(recipient.login));
    expect(received.body.transactions).toEqual([
      expect.objectContaining({ type: 'UDEPOSIT', status: 'DONE', amount: '25.5', parent_id: sent.id }),
    ]);
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
  });

  it('replays the first answer for the same key and moves the money once', async () => {
    const sender = await fundedUser('USDT', 50_000_000n);
    const recipient = await fundedUser('USDT', 1n);
    const headers = bearer(sender.login, key());
    const body = { currency: 'USDT', amount: '10', to_profile_id: recipient.profileId };
    const first = await call('POST', 'transfers', headers, body);
    const again = await call('POST', 'transfers', headers, body);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await balancesOf(sender.login)).toEqual([{ currency: 'USDT', available: '40', held: '0' }]);
  });

  it.each([
    ['more than the balance', { currency: 'EUR', amount: '100.01' }, 422, 'INSUFFICIENT_BALANCE'],
    ['too many decimals', { currency: 'EUR', amount: '1.001' }, 400, 'VALIDATION_ERROR'],
    ['zero', { currency: 'EUR', amount: '0' }, 400, 'VALIDATION_ERROR'],
    ['a negative amount', { currency: 'EUR', amount: '-5' }, 400, 'VALIDATION_ERROR'],
    ['an amount as a JSON number', { currency: 'EUR', amount: 5 }, 400, 'VALIDATION_ERROR'],
    ['an unknown currency', { currency: 'XYZ', amount: '1' }, 404, 'NOT_FOUND'],
    ['a missing currency', { amount: '1' }, 400, 'VALIDATION_ERROR'],
    ['an exponent', { currency: 'EUR', amount: '1e3' }, 400, 'VALIDATION_ERROR'],
  ])('refuses %s with a spec code and moves nothing', async (_name, partial, status, code) => {
    const sender = await fundedUser('EUR', 10_000n);
    const recipient = await fundedUser('EUR', 1n);
    const answer = await call('POST', 'transfers', bearer(sender.login, key()), {
      ...partial,
      to_profile_id: recipient.profileId,
    });
    expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
    expect(await balancesOf(sender.login)).toEqual([{ currency: 'EUR', available: '100', held: '0' }]);
    expect(await balancesOf(recipient.login)).toEqual([{ currency: 'EUR', available: '0.01', held: '0' }]);
  });

  it.each([
    ['oneself', 'self', 400, 'VALIDATION_ERROR'],
    ['a profile that does not exist', crypto.randomUUID(), 404, 'NOT_FOUND'],
    ['a malformed profile id', 'not-a-uuid', 400, 'VALIDATION_ERROR'],
  ])('refuses a transfer to %s', async (_name, target, status, code) => {
    const sender = await fundedUser('EUR', 10_000n);
    const answer = await call('POST', 'transfers', bearer(sender.login, key()), {
      currency: 'EUR',
      amount: '1',
      to_profile_id: target === 'self' ? sender.profileId : target,
    });
    expect([answer.status, answer.body.error?.code]).toEqual([status, code]);
    expect(await balancesOf(sender.login)).toEqual([{ currency: 'EUR', available: '100', held: '0' }]);
  });

  it('needs an Idempotency-Key and a signed-in user', async () => {
    const sender = await fundedUser('EUR', 10_000n);
    const body = { currency: 'EUR', amount: '1', to_profile_id: crypto.randomUUID() };
    const noKey = await call('POST', 'transfers', bearer(sender.login), body);
    expect([noKey.status, noKey.body.error?.code]).toEqual([400, 'BAD_REQUEST']);
    const anonymous = await call('POST', 'transfers', key(), body);
    expect(anonymous.status).toBe(401);
  });

  it('never lets concurrent transfers overdraw a balance', async () => {
    const sender = await fundedUser('EUR', 1_000n);
    const recipient = await fundedUser('EUR', 1n);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', 'transfers', bearer(sender.login, key()), {
          currency: 'EUR',
          amount: '3',
          to_profile_id: recipient.profileId,
        }),
      ),
    );
    const done = answers.filter((answer) => answer.status === 200).length;
    expect(done).toBe(3);
    expect(answers.filter((answer) => answer.body.error?.code === 'INSUFFICIENT_BALANCE')).toHaveLength(5);
    expect(await balancesOf(sender.login)).toEqual([{ currency: 'EUR', available: '1', held: '0' }]);
  });

  it('takes one database call a transfer: money_apply with the whole plan (issue 30)', async () => {
    const sender = await fundedUser('EUR', 10_000n);
    const recipient = await fundedUser('EUR', 1n);
    const send = () =>
      call('POST', 'transfers', bearer(sender.login, key()), {
        currency: 'EUR',
        amount: '0.01',
        to_profile_id: recipient.profileId,
      });
    // The first request fills the caller's caches (token, session, profile ids).
    expect((await send()).status).toBe(200);
    const transferStatements = await operationStatements(testApp.context.db, async () => {
      expect((await send()).status).toBe(200);
    });
    // The key, the recipient's check, both rows, the ledger, the events and the stored answer: one
    // call, in its own transaction (no BEGIN, no COMMIT, no savepoint).
    expect(transferStatements, transferStatements.join('\n')).toEqual([
      '/* prepared */ SELECT money_apply($1::jsonb) AS outcome',
    ]);
  });
});
