/** Free relayed transfers used, per wallet and calendar month (UTC), migration 0075. */
export interface GaslessFreeUsesTable {
  wallet: string;
  /** `YYYY-MM`. */
  month: string;
  uses: number;
}

export interface GaslessSchema {
  gasless_free_uses: GaslessFreeUsesTable;
}

// The core's `Schema` lists only the core's tables; each feature adds its own here, so the core
// never imports a feature (the composition root's feature-tables.ts gathers every file).
declare module '../../db/schema' {
  interface Schema extends GaslessSchema {}
}
