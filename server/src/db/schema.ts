import type { Generated } from 'kysely';

/** Table row types as Kysely sees them. int8 arrives as bigint, numeric as string (see open-database.ts). */
export interface CurrenciesTable {
  code: string;
  name: string;
  symbol: string | null;
  scale: number;
  kind: 'fiat' | 'crypto';
  networks: string[];
  is_stablecoin: boolean;
  sort_order: number;
  is_active: Generated<boolean>;
}

export interface SchemaMigrationsTable {
  version: string;
  checksum: string;
  applied_at: Generated<Date>;
}

export interface Schema {
  currencies: CurrenciesTable;
  schema_migrations: SchemaMigrationsTable;
}
