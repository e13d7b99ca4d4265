export interface BankOptions {
  /** How long the faulty workload runs, in milliseconds (set-up and settling come on top). */
  workloadMs: number;
  clients: number;
  users: number;
  kills: number;
  /** The share of successful money requests resent on purpose to check the replay. */
  replayShare: number;
  /** Keep the data folder and server log after a passing run. */
  isKeepingData: boolean;
  /** Server instances: 1, or 2 behind a round-robin proxy on one PostgreSQL and one Redis. */
  servers: 1 | 2;
}

/** The short run of `pnpm test` and CI: about a minute in all. */
const SHORT_WORKLOAD_MS = 25_000;
const MINIMUM_CLIENTS = 32;

const USAGE = `pnpm test:bank [--minutes N] [--clients N] [--users N] [--kills N] [--servers 1|2] [--keep]
  --minutes N   keep the server up under load for N minutes in all, between kills (default: a short run of ${SHORT_WORKLOAD_MS / 1000} s)
  --clients N   concurrent clients (default ${MINIMUM_CLIENTS})
  --users N     signed-up users, one profile each (default: as many as clients)
  --kills N     SIGKILLs of the server during the workload (default 3, plus 1 per 2 minutes)
  --servers 2   two server instances on one PostgreSQL and one Redis behind a round-robin proxy;
                each kill SIGKILLs one of them (needs DATABASE_URL and REDIS_URL)
  --keep        keep the data folder and the server log
The database is PostgreSQL when DATABASE_URL is set (a fresh database is made beside it), else PGlite.`;

export function parseBankOptions(argv: readonly string[]): BankOptions {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--help' || argument === '-h') throw new UsageError(USAGE);
    if (argument === '--keep') {
      flags.add('keep');
      continue;
    }
    const [name, inline] = argument.replace(/^--/, '').split('=', 2);
    const value = inline ?? argv[index + 1];
    if (!argument.startsWith('--') || !name || value === undefined)
      throw new UsageError(`${argument}?\n${USAGE}`);
    if (inline === undefined) index += 1;
    values.set(name, value);
  }
  for (const name of values.keys()) {
    if (!['minutes', 'clients', 'users', 'kills', 'servers'].includes(name))
      throw new UsageError(`--${name}?\n${USAGE}`);
  }
  const number = (name: string, fallback: number, min: number) => {
    const text = values.get(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isFinite(value) || value < min) throw new UsageError(`--${name} must be a number ≥ ${min}`);
    return value;
  };
  const minutes = number('minutes', 0, 0.25);
  const workloadMs = minutes > 0 ? Math.round(minutes * 60_000) : SHORT_WORKLOAD_MS;
  const clients = Math.floor(number('clients', MINIMUM_CLIENTS, 2));
  const servers = number('servers', 1, 1);
  if (servers !== 1 && servers !== 2) throw new UsageError('--servers must be 1 or 2');
  if (servers === 2 && (!process.env.DATABASE_URL || !process.env.REDIS_URL))
    throw new UsageError('--servers 2 shares one PostgreSQL and one Redis: set DATABASE_URL and REDIS_URL');
  return {
    workloadMs,
    clients,
    users: Math.floor(number('users', clients, 2)),
    kills: Math.floor(number('kills', 3 + Math.floor(workloadMs / 120_000), 0)),
    replayShare: 0.1,
    isKeepingData: flags.has('keep'),
    servers,
  };
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}
