import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../support/free-port';
import { type BankStore, createPostgresStore, storeEnvironment } from './bank-database';
import { ServerPair } from './server-pair';
import { REPO_ROOT, ServerProcess } from './server-process';

export interface BankRun {
  /** The run's own folder: the server's log, the history and (on PGlite) the data. */
  workDir: string;
  store: BankStore;
  server: ServerProcess;
}

/**
 * What a bank run stands on, for the money bank test and the card one alike: its own folder, its
 * own database (a fresh PostgreSQL database when DATABASE_URL names a server, else PGlite in the
 * folder), and the real server on a free port, in sandbox mode, with tokens that outlive the run.
 * Every simulated user has its own address, as users behind a proxy would (TRUST_PROXY).
 */
export async function prepareBankRun(prefix: string, env: Record<string, string> = {}): Promise<BankRun> {
  const workDir = mkdtempSync(path.join(tmpdir(), prefix));
  const dataDir = path.join(workDir, 'data');
  const adminUrl = process.env.DATABASE_URL;
  const store: BankStore = adminUrl
    ? await createPostgresStore(adminUrl, dataDir)
    : { kind: 'pglite', dataDir };
  const server = new ServerProcess({
    repoRoot: REPO_ROOT,
    port: await findFreePort(),
    logFile: path.join(workDir, 'server.log'),
    env: serverEnvironment(store, env),
  });
  return { workDir, store, server };
}

function serverEnvironment(store: BankStore, env: Record<string, string>) {
  return {
    ...storeEnvironment(store),
    LOG_LEVEL: 'warn',
    PROVIDERS_MODE: 'sandbox',
    BOT_TOKEN: '',
    TRUST_PROXY: 'true',
    ACCESS_TOKEN_TTL_SECONDS: '86400',
    ...env,
  };
}

/**
 * The same run on two server instances behind a round-robin proxy (server-pair.ts): they share
 * one PostgreSQL database (DATABASE_URL's server) and one Redis (REDIS_URL), as two machines
 * would; each keeps its own log (server-a.log, server-b.log).
 */
export async function prepareBankPairRun(
  prefix: string,
  env: Record<string, string> = {},
): Promise<{ workDir: string; store: BankStore; server: ServerPair }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || !process.env.REDIS_URL)
    throw new Error('two servers share one PostgreSQL and one Redis: set DATABASE_URL and REDIS_URL');
  const workDir = mkdtempSync(path.join(tmpdir(), prefix));
  const store = await createPostgresStore(adminUrl, path.join(workDir, 'data'));
  const instance = async (name: string) =>
    new ServerProcess({
      repoRoot: REPO_ROOT,
      port: await findFreePort(),
      logFile: path.join(workDir, `server-${name}.log`),
      env: serverEnvironment(store, env),
    });
  const server = new ServerPair([await instance('a'), await instance('b')], await findFreePort());
  return { workDir, store, server };
}
