import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ServerInstance {
  url: string;
  stop(): Promise<void>;
}

/** Starts one more server instance as a child process (server-process.ts) and waits for its URL. */
export function spawnServerInstance(databaseUrl: string, dataDir: string): Promise<ServerInstance> {
  const entry = new URL('./server-process.ts', import.meta.url).pathname;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry, databaseUrl, dataDir], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    child.once('exit', (code) => reject(new Error(`a server instance stopped with ${code}`)));
    lines.once('line', (url) => {
      resolve({
        url: url.trim(),
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.stdin?.end();
          }),
      });
    });
  });
}
