export { Address as TonAddress } from '@ton/core';
export { type Config, ConfigError, loadConfig } from './config/config';
// The ledger benchmark (bench/ledger) drives the ledger itself on a migrated database.
export { migrate } from './db/migrate';
// The bank test (tests/bank) reads the books after a run: the database and the ledger audit.
export { type Database, DEFAULT_POOL_SIZE, openDatabase } from './db/open-database';
// Tests that start a whole server give it a database of their own when DATABASE_URL is set.
export { createTestDatabaseUrl, type TestDatabaseUrl } from './db/test-database-url';
// The api bench sends a transfer's one database call from pgbench, planned as the server plans it.
export { oneCallParameter } from './http/idempotency-one-call';
export { createLedger } from './ledger/ledger';
export { type AuditReport, auditLedger } from './ledger/ledger-audit';
export type { TransferSpec } from './ledger/ledger-types';
export { USAGE_UNCOUNTED_STATUSES } from './level-limits/level-usage';
export { planQuotedMovement, quotedBalanceMovement } from './money-operations/quoted-in-one-call';
export { planTransferBetweenProfiles } from './money-operations/transfer-between-profiles';
// The card bank test and bench:card play the card network from outside: its signature, as the sandbox signs.
export {
  CARD_NETWORK_SIGNATURE_HEADER,
  SANDBOX_CARD_NETWORK_SECRET,
  signCardNetworkMessage,
} from './providers/card-network/card-network-wire';
export { createLocalTonChain } from './providers/ton-chain/local-ton-chain';
export type { TonChain } from './providers/ton-chain/ton-chain';
export { type RunningServer, startServer } from './start-server';
/** Real wallet contracts signing client externals: used by `pnpm bench:wallet-chain`. */
export { createTestWallet, jettonTransferBody } from './test-support/ton-wallets';
