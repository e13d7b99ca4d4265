import type { Currency } from '@ferry/shared/contracts';
import type { CurrenciesRepo } from './currencies.repo';

export function createCurrenciesService(repo: CurrenciesRepo) {
  return {
    async list(): Promise<{ currencies: Currency[] }> {
      const rows = await repo.listActive();
      return {
        currencies: rows.map((row) => ({
          code: row.code,
          name: row.name,
          symbol: row.symbol,
          scale: row.scale,
          kind: row.kind,
          networks: row.networks as Currency['networks'],
          isStablecoin: row.is_stablecoin,
        })),
      };
    },
  };
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
