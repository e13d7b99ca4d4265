import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../ledger/ledger-audit';
import { availableOf, fundedUser } from '../../test-support/money.test-kit';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.dispose());

const PROFILES = 4;
const TRANSFERS = 50;

/** The i-th transfer's ends: every ordered pair of the four profiles, so transfers cross. */
function endsOf(index: number): [number, number] {
  const from = index % PROFILES;
  const step = 1 + (Math.floor(index / PROFILES) % (PROFILES - 1));
  return [from, (from + step) % PROFILES];
}

describe('POST transfers sent at once between the same profiles', () => {
  it('answers every crossing transfer (none 5xx) and keeps the books balanced', async () => {
    const users = await Promise.all(
      Array.from({ length: PROFILES }, () => fundedUser(testApp, { EUR: 100_00n })),
    );
    const answers = await Promise.all(
      Array.from({ length: TRANSFERS }, async (_, index) => {
        const [from, to] = endsOf(index);
        const response = await testApp.app.request('/api/client/v1/transfers', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...bearer((users[from] as (typeof users)[number]).login, {
              'Idempotency-Key': crypto.randomUUID(),
            }),
          },
          body: JSON.stringify({
            currency: 'EUR',
            amount: '0.5',
            to_profile_id: (users[to] as (typeof users)[number]).profileId,
          }),
        });
        const body = (await response.json()) as { error?: { code: string } };
        return { from, to, status: response.status, code: body.error?.code ?? null };
      }),
    );

    const failed = answers.filter((answer) => answer.status >= 500);
    expect(failed).toEqual([]);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.code).toMatch(/^[A-Z][A-Z_]+$/);
    }
    expect((await auditLedger(testApp.context.db)).isBalanced).toBe(true);
    // Each profile's balance is what the answered transfers say: 0.5 EUR out or in per 200.
    const expected = users.map(() => 100_00n);
    for (const answer of answers.filter((candidate) => candidate.status === 200)) {
      expected[answer.from] = (expected[answer.from] as bigint) - 50n;
      expected[answer.to] = (expected[answer.to] as bigint) + 50n;
    }
    for (const [index, user] of users.entries()) {
      expect((await availableOf(testApp, user.profileId)).EUR).toBe(expected[index]);
    }
  });
});
