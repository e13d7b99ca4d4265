import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

// The hot-account baseline: every client adds to the same row, one statement per transaction.
const ONE_ROW_TABLE = 'bench_one_row';
const ONE_ROW_SCRIPT = `UPDATE ${ONE_ROW_TABLE} SET balance = balance + 1 WHERE id = 1;\n`;

/** Runs pgbench with `args` against `url`; its whole output, or an error with it. */
function runPgbench(url: string, args: readonly string[], signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    // pgbench takes a connection URI where the database name goes.
    const child = spawn(PGBENCH, [...args, url], { signal, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${PGBENCH} not found: install postgresql-client or set PGBENCH`)
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`pgbench ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** Creates and fills the one-row table (run on the bench database before the hot-account case). */
export const ONE_ROW_SETUP =
  `CREATE TABLE ${ONE_ROW_TABLE} (id integer PRIMARY KEY, balance bigint NOT NULL);\n` +
  `INSERT INTO ${ONE_ROW_TABLE} VALUES (1, 0);`;

/** pgbench's tables at `scale`, generated on the server (the quickest way to 100 000 × scale rows). */
export async function initPgbench(url: string, scale: number, signal: AbortSignal): Promise<void> {
  await runPgbench(url, ['-i', '-q', '-I', 'dtGvp', '-s', String(scale)], signal);
}

/** Transactions per second of the built-in tpcb-like script at `clients`, connection time excluded. */
export async function measureTpcbLike(
  url: string,
  clients: number,
  seconds: number,
  signal: AbortSignal,
): Promise<number> {
  return parseTps(await runPgbench(url, ['-b', 'tpcb-like', ...loadArgs(clients, seconds)], signal));
}

/** Transactions per second of the one-row update at `clients`. */
export async function measureOneRowUpdate(
  url: string,
  clients: number,
  seconds: number,
  signal: AbortSignal,
): Promise<number> {
  const script = await writeScript('one-row.sql', ONE_ROW_SCRIPT);
  return parseTps(await runPgbench(url, ['-n', '-f', script, ...loadArgs(clients, seconds)], signal));
}

/**
 * Transactions per second of a custom pgbench `script` at `clients`, every statement prepared
 * once per connection (`-M prepared`: the database's best case for a script of fixed statements).
 */
export async function measureScript(
  url: string,
  name: string,
  text: string,
  clients: number,
  seconds: number,
  signal: AbortSignal,
): Promise<number> {
  const script = await writeScript(name, text);
  return parseTps(
    await runPgbench(url, ['-n', '-M', 'prepared', '-f', script, ...loadArgs(clients, seconds)], signal),
  );
}

function loadArgs(clients: number, seconds: number): string[] {
  return ['-c', String(clients), '-j', String(Math.min(2, clients)), '-T', String(seconds)];
}

/** "tps = 1234.5 (without initial connection time)" (pgbench 14+), or the older "excluding connections establishing". */
export function parseTps(output: string): number {
  const match =
    /tps = ([\d.]+) \(without initial connection time\)/.exec(output) ??
    /tps = ([\d.]+) \(excluding connections establishing\)/.exec(output);
  if (!match?.[1]) throw new Error(`no tps line in pgbench output:\n${output}`);
  return Number(match[1]);
}

let scriptDir: string | undefined;

async function writeScript(name: string, text: string): Promise<string> {
  scriptDir ??= await mkdtemp(path.join(tmpdir(), 'ferry-bench-ledger-'));
  const file = path.join(scriptDir, name);
  await writeFile(file, text);
  return file;
}

/** Removes the script files written by this run. */
export async function removeScripts(): Promise<void> {
  if (scriptDir) await rm(scriptDir, { recursive: true, force: true });
  scriptDir = undefined;
}
