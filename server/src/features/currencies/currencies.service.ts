import type { Currency } from '@ferry/shared/contracts';
import type { CurrenciesRepo } from './currencies.repo';

export interface CurrenciesServiceOptions {
  /** How long one instance reuses the catalogue it read; a change shows within this time. */
  cacheMs?: number;
  nowMs?: () => number;
}

const DEFAULT_CACHE_MS = 10_000;

/**
 * The currency catalogue. It changes rarely and is read on nearly every screen, so each instance
 * keeps the last read for a few seconds; concurrent misses share one database read.
 */
export function createCurrenciesService(repo: CurrenciesRepo, options: CurrenciesServiceOptions = {}) {
  const cacheMs = options.cacheMs ?? DEFAULT_CACHE_MS;
  const nowMs = options.nowMs ?? Date.now;
  let cached: { expiresAtMs: number; value: Promise<{ currencies: Currency[] }> } | undefined;

  async function readCatalogue(): Promise<{ currencies: Currency[] }> {
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
  }

  return {
    list(): Promise<{ currencies: Currency[] }> {
      if (cached && cached.expiresAtMs > nowMs()) return cached.value;
      const value = readCatalogue();
      cached = { expiresAtMs: nowMs() + cacheMs, value };
      // A failed read must not be served from the cache.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
      return value;
    },
  };
}

export type CurrenciesService = ReturnType<typeof createCurrenciesService>;
