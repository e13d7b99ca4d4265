import { describe, expect, it } from 'vitest';
import type { CurrenciesRepo } from './currencies.repo';
import { createCurrenciesService } from './currencies.service';

type Row = Awaited<ReturnType<CurrenciesRepo['listActive']>>[number];

const USD: Row = {
  code: 'USD',
  name: 'US Dollar',
  symbol: '$',
  scale: 2,
  kind: 'fiat',
  networks: [],
  is_stablecoin: false,
};

function scriptedRepo(answers: (() => Promise<Row[]>)[]) {
  let reads = 0;
  const repo: CurrenciesRepo = {
    listActive: () => {
      const answer = answers[Math.min(reads, answers.length - 1)] as () => Promise<Row[]>;
      reads += 1;
      return answer() as ReturnType<CurrenciesRepo['listActive']>;
    },
  };
  return { repo, reads: () => reads };
}

describe('currencies service cache', () => {
  it('shares one database read between callers until the cache expires', async () => {
    let now = 1_000;
    const { repo, reads } = scriptedRepo([async () => [USD]]);
    const service = createCurrenciesService(repo, { cacheMs: 10_000, nowMs: () => now });
    const [first, second] = await Promise.all([service.list(), service.list()]);
    expect(first).toEqual({
      currencies: [
        {
          code: 'USD',
          name: 'US Dollar',
          symbol: '$',
          scale: 2,
          kind: 'fiat',
          networks: [],
          isStablecoin: false,
        },
      ],
    });
    expect(second).toBe(first);
    now += 9_999;
    await service.list();
    expect(reads()).toBe(1);
    now += 1;
    await service.list();
    expect(reads()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const { repo, reads } = scriptedRepo([() => Promise.reject(new Error('db down')), async () => [USD]]);
    const service = createCurrenciesService(repo, { cacheMs: 10_000, nowMs: () => 0 });
    await expect(service.list()).rejects.toThrow('db down');
    await expect(service.list()).resolves.toMatchObject({ currencies: [{ code: 'USD' }] });
    expect(reads()).toBe(2);
  });
});
