import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';

export function createCurrenciesRepo(db: Kysely<Schema>) {
  return {
    listActive() {
      return db
        .selectFrom('currencies')
        .select(['code', 'name', 'symbol', 'scale', 'kind', 'networks', 'is_stablecoin'])
        .where('is_active', '=', true)
        .orderBy('sort_order')
        .execute();
    },
  };
}

export type CurrenciesRepo = ReturnType<typeof createCurrenciesRepo>;
