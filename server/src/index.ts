export { type Config, ConfigError, loadConfig } from './config/config';
// The ledger benchmark (bench/ledger) drives the ledger itself on a migrated database.
export { migrate } from './db/migrate';
// The bank test (tests/bank) reads the books after a run: the database and the ledger audit.
export { type Database, DEFAULT_POOL_SIZE, openDatabase } from './db/open-database';
export { createLedger } from './ledger/ledger';
export { type AuditReport, auditLedger } from './ledger/ledger-audit';
export type { TransferSpec } from './ledger/ledger-types';
export { type RunningServer, startServer } from './start-server';
