import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync, type WriteStream } from 'node:fs';
import path from 'node:path';

const HEALTH_TIMEOUT_MS = 90_000;
const HEALTH_POLL_MS = 200;
const STOP_TIMEOUT_MS = 30_000;

export interface ServerProcessOptions {
  repoRoot: string;
  port: number;
  /** Extra environment on top of this process's (DATA_DIR or DATABASE_URL, settings of the run). */
  env: Record<string, string | undefined>;
  /** Every start appends its output here, so a failed run can be read afterwards. */
  logFile: string;
}

/** What the bank test runs against: one server process, or two behind a proxy (server-pair.ts). */
export interface BankServer {
  /** Where the clients send their requests. */
  readonly url: string;
  /** Starts what is down and resolves once it answers; answers how long that took. */
  start(): Promise<number>;
  /** SIGKILLs a server (of two, one). */
  kill(): Promise<void>;
  /** SIGTERMs every server. */
  stop(): Promise<void>;
  close(): void;
}

/**
 * The real server as a child process (`node --import tsx server/src/main.ts`), which the bank test
 * starts, SIGKILLs and starts again on the same data.
 */
export class ServerProcess implements BankServer {
  readonly url: string;
  readonly port: number;
  kills = 0;
  starts = 0;
  private child: ChildProcess | undefined;
  private log: WriteStream;

  constructor(private readonly options: ServerProcessOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
    this.port = options.port;
    this.log = createWriteStream(options.logFile, { flags: 'a' });
  }

  get isRunning(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server and resolves once `/health` answers 200. */
  async start(): Promise<number> {
    const startedAtMs = Date.now();
    this.starts += 1;
    this.log.write(`\n===== start ${this.starts} at ${new Date().toISOString()}\n`);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: this.options.repoRoot,
      env: { ...process.env, ...this.options.env, PORT: String(this.options.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    this.child = child;
    await this.waitForHealth(child);
    return Date.now() - startedAtMs;
  }

  /** SIGKILL: no shutdown hook runs, requests in flight lose their answers. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.isRunning) return;
    this.kills += 1;
    this.log.write(`\n===== SIGKILL ${this.kills} at ${new Date().toISOString()}\n`);
    const exited = waitForExit(child);
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM: the server finishes requests in flight and closes the database. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.isRunning) return;
    this.log.write(`\n===== SIGTERM at ${new Date().toISOString()}\n`);
    const exited = waitForExit(child);
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    const code = await exited;
    clearTimeout(timer);
    if (code !== 0)
      throw new Error(`the server exited with ${code} on SIGTERM (see ${this.options.logFile})`);
  }

  close(): void {
    if (this.isRunning) this.child?.kill('SIGKILL');
    this.log.end();
  }

  private async waitForHealth(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the server exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${this.tail()}`,
        );
      }
      try {
        const answer = await fetch(`${this.url}/health`, { signal: AbortSignal.timeout(2_000) });
        if (answer.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(HEALTH_POLL_MS);
    }
    throw new Error(`the server was not healthy within ${HEALTH_TIMEOUT_MS} ms:\n${this.tail()}`);
  }

  private tail(): string {
    try {
      return readFileSync(this.options.logFile, 'utf8').split('\n').slice(-40).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

function waitForExit(child: ChildProcess): Promise<number | string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(child.exitCode ?? child.signalCode ?? 'gone');
      return;
    }
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'gone'));
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
