import { parseArgs } from 'node:util';
import { ConfigError, DEFAULT_POOL_SIZE, loadConfig } from '@ferry/server';

export interface BenchOptions {
  /** The PostgreSQL server's admin database, used only to create and drop the bench database. */
  adminUrl: string;
  /** Measured seconds of each round of a case, per side. */
  seconds: number;
  /** Rounds per case, the two sides back to back in each; a case's ratio is their median. */
  rounds: number;
  /** Concurrent clients of the tpcb-like comparison. */
  clientCounts: readonly number[];
  /** Concurrent clients of the hot-account comparison. */
  hotClients: number;
  /** Funded profiles the service transfers between. */
  profiles: number;
  /** pgbench scale: one branch row per unit, so ≥ the most clients keeps branches uncontended. */
  scale: number;
  /**
   * Connections of the service's pool; clients beyond it wait for one, as requests do in the
   * server. `--pool`, else the server's DATABASE_POOL_SIZE setting.
   */
  pool: number;
}

export class BenchUsageError extends Error {
  override readonly name = 'BenchUsageError';
}

const USAGE = `usage: DATABASE_URL=postgres://user@host:5432/postgres pnpm bench:ledger [--seconds 5] [--rounds 3] [--profiles 1000] [--scale 32] [--pool N (default DATABASE_POOL_SIZE, else ${DEFAULT_POOL_SIZE})]`;

/** Reads the command line and DATABASE_URL; refuses anything that is not PostgreSQL. */
export function readBenchOptions(argv: readonly string[], env: NodeJS.ProcessEnv): BenchOptions {
  const poolSetting = readPoolSetting(env);
  const { values } = parseArgs({
    args: [...argv],
    options: {
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      profiles: { type: 'string', default: '1000' },
      scale: { type: 'string', default: '32' },
      pool: { type: 'string', default: String(poolSetting) },
    },
    strict: true,
  });
  const adminUrl = env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(adminUrl)) {
    throw new BenchUsageError(
      'bench:ledger measures PostgreSQL and refuses PGlite: an embedded engine runs one statement ' +
        'at a time, so throughput at 8 and 32 clients (and pgbench beside it) would mean nothing. ' +
        `Set DATABASE_URL to a PostgreSQL server.\n${USAGE}`,
    );
  }
  return {
    adminUrl,
    seconds: readPositive('seconds', values.seconds),
    rounds: readPositive('rounds', values.rounds),
    clientCounts: [1, 8, 32],
    hotClients: 32,
    profiles: readPositive('profiles', values.profiles, 2),
    scale: readPositive('scale', values.scale),
    pool: readPositive('pool', values.pool),
  };
}

/** The server's pool size, read and checked as the server reads it. */
function readPoolSetting(env: NodeJS.ProcessEnv): number {
  try {
    return loadConfig({ DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE }).databasePoolSize;
  } catch (error) {
    if (error instanceof ConfigError) throw new BenchUsageError(`${error.message}\n${USAGE}`);
    throw error;
  }
}

function readPositive(name: string, text: string, minimum = 1): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) {
    throw new BenchUsageError(`--${name} must be an integer ≥ ${minimum}, got "${text}"\n${USAGE}`);
  }
  return value;
}
