import { RoundRobinProxy } from './round-robin-proxy';
import type { BankServer, ServerProcess } from './server-process';

/**
 * Two server instances on one PostgreSQL and one Redis behind a loopback round-robin proxy: the
 * clients see one address. A kill SIGKILLs one instance (each in turn) while the other keeps
 * serving; a start brings back whichever is down. The proxy passes new connections to the
 * instances that are running.
 */
export class ServerPair implements BankServer {
  private readonly proxy: RoundRobinProxy;
  private nextVictim = 0;
  /** Which instance each kill hit ("a", "b"), in order. */
  readonly victims: string[] = [];

  constructor(
    private readonly instances: readonly [ServerProcess, ServerProcess],
    private readonly proxyPort: number,
  ) {
    this.proxy = new RoundRobinProxy(
      instances.map((instance) => ({ port: instance.port, isUp: () => instance.isRunning })),
    );
  }

  get url(): string {
    return `http://127.0.0.1:${this.proxyPort}`;
  }

  /** Connections the proxy handed to each instance so far. */
  get connectionsHanded(): readonly number[] {
    return this.proxy.handed;
  }

  async start(): Promise<number> {
    if (this.proxy.port === 0) await this.proxy.listen(this.proxyPort);
    const startedAtMs = Date.now();
    // One after the other: the first start of a fresh database migrates it.
    for (const instance of this.instances) if (!instance.isRunning) await instance.start();
    return Date.now() - startedAtMs;
  }

  async kill(): Promise<void> {
    const index = this.nextVictim;
    this.nextVictim = (index + 1) % this.instances.length;
    this.victims.push(index === 0 ? 'a' : 'b');
    await this.instances[index]?.kill();
  }

  async stop(): Promise<void> {
    await Promise.all(this.instances.map((instance) => instance.stop()));
  }

  close(): void {
    for (const instance of this.instances) instance.close();
    void this.proxy.close();
  }
}
