import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { FerryPgClient } from './pg-client';
import { DEFAULT_POOL_SIZE } from './pool-size';
import type { Schema } from './schema';

const INT8_OID = 20;

export { DEFAULT_POOL_SIZE } from './pool-size';

export type DatabaseKind = 'pglite' | 'postgres';

/** One connection held for a sequence of raw statements (migrations, locks). */
export interface DatabaseSession {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a multi-statement script (no parameters). */
  exec(script: string): Promise<void>;
}

export interface Database {
  kind: DatabaseKind;
  db: Kysely<Schema>;
  withSession<T>(work: (session: DatabaseSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | ({ kind: 'pglite' } & PgliteOptions);

// int8 values (ids, counts) must not lose precision: both engines hand them over as bigint.
const parseInt8 = (value: string) => BigInt(value);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.maxConnections)
    : openPglite(options);
}

/** Starts an embedded PGlite engine with our type parsers; `dataDir` unset means in memory. */
export async function createPglite(options: PgliteOptions = {}): Promise<PGlite> {
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.engine ?? {}),
    parsers: { [INT8_OID]: parseInt8 },
  });
}

/** PGlite's compiled engine and file bundle, to start many instances without compiling again. */
export interface PgliteEngine {
  pgliteWasmModule: NonNullable<PGliteOptions['pgliteWasmModule']>;
  fsBundle: Blob;
}

interface PgliteOptions {
  dataDir?: string;
  loadDataDir?: Blob | File;
  engine?: PgliteEngine;
}

async function openPglite(options: PgliteOptions): Promise<Database> {
  return wrapPglite(await createPglite(options));
}

export function wrapPglite(pglite: PGlite): Database {
  const db = new Kysely<Schema>({ dialect: new PGliteDialect({ pglite }) });
  const session: DatabaseSession = {
    query: async <Row>(text: string, params?: unknown[]) => (await pglite.query<Row>(text, params)).rows,
    exec: async (script) => {
      await pglite.exec(script);
    },
  };
  return {
    kind: 'pglite',
    db,
    // PGlite has a single connection; holding Kysely's connection keeps its mutex for the session.
    withSession: (work) => db.connection().execute(() => work(session)),
    close: () => db.destroy(),
  };
}

async function openPostgres(url: string, maxConnections = DEFAULT_POOL_SIZE): Promise<Database> {
  const pool = new pg.Pool({
    Client: FerryPgClient,
    connectionString: url,
    max: maxConnections,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection the server drops while idle or closing emits 'error' on its client; the pool
  // replaces it, and errors of queries in flight still reach their callers.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    withSession: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          query: async (text, params) => (await client.query(text, params)).rows,
          // Without parameters pg uses the simple protocol, which accepts several statements.
          exec: async (script) => {
            await client.query(script);
          },
        });
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}
