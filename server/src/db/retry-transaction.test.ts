import { DomainError } from '@ferry/shared/domain';
import { describe, expect, it } from 'vitest';
import { isRetryableTransactionError, retryTransaction } from './retry-transaction';

const failure = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

/** Runs retryTransaction over attempts that fail with `failures` in turn, then answer 'done'. */
async function runWith(failures: unknown[], attempts = 5) {
  const delays: number[] = [];
  let calls = 0;
  const outcome = await retryTransaction(
    async () => {
      calls += 1;
      const next = failures[calls - 1];
      if (next) throw next;
      return 'done';
    },
    { attempts, baseDelayMs: 10, random: () => 0.5, sleep: async (ms) => void delays.push(ms) },
  ).then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );
  return { ...outcome, calls, delays };
}

describe('isRetryableTransactionError', () => {
  it.each([
    ['a deadlock (40P01)', failure('40P01'), true],
    ['a serialization failure (40001)', failure('40001'), true],
    ['a deadlock wrapped as a cause', new Error('outer', { cause: failure('40P01') }), true],
    ['a unique violation (23505)', failure('23505'), false],
    ['a check violation (23514)', failure('23514'), false],
    ['a spec refusal', new DomainError('INSUFFICIENT_BALANCE'), false],
    ['a plain error', new Error('boom'), false],
    ['not an error', undefined, false],
  ])('%s → %s', (_name, error, expected) => {
    expect(isRetryableTransactionError(error)).toBe(expected);
  });
});

describe('retryTransaction', () => {
  it('runs the transaction again after a deadlock or a serialization failure', async () => {
    const result = await runWith([failure('40P01'), failure('40001')]);
    expect(result).toMatchObject({ value: 'done', error: null, calls: 3 });
  });

  it('gives up after the given number of attempts with the last failure', async () => {
    const last = failure('40P01');
    const result = await runWith([failure('40P01'), failure('40001'), last], 3);
    expect(result.calls).toBe(3);
    expect(result.error).toBe(last);
  });

  it.each([
    ['a unique violation', failure('23505')],
    ['a spec refusal', new DomainError('INSUFFICIENT_BALANCE')],
    ['a bug', new TypeError('undefined is not a function')],
  ])('does not run it again after %s', async (_name, error) => {
    const result = await runWith([error]);
    expect(result).toMatchObject({ calls: 1, error, delays: [] });
  });

  it('waits a jittered backoff that doubles each time', async () => {
    const result = await runWith([failure('40P01'), failure('40P01'), failure('40P01')]);
    // base 10 ms, doubled per attempt, times (0.5 + 0.5 / 2) with random() = 0.5
    expect(result.delays).toEqual([7.5, 15, 30]);
    const spread = new Set<number>();
    for (const random of [0, 0.99]) {
      await retryTransaction(
        async (attempt) => {
          if (attempt === 1) throw failure('40001');
        },
        { baseDelayMs: 10, random: () => random, sleep: async (ms) => void spread.add(ms) },
      );
    }
    expect([...spread]).toEqual([5, 9.95]);
  });

  it('asks isRetryable when given one', async () => {
    let calls = 0;
    const error = failure('40P01');
    await expect(
      retryTransaction(
        async () => {
          calls += 1;
          throw error;
        },
        { isRetryable: () => false, sleep: async () => {} },
      ),
    ).rejects.toBe(error);
    expect(calls).toBe(1);
  });
});
