import { connect, createServer, type Server, type Socket } from 'node:net';

/** One place the proxy may send a connection to, and whether it is up. */
export interface ProxyBackend {
  port: number;
  isUp(): boolean;
}

/**
 * A loopback TCP proxy that hands each new connection to the next backend that is up, in turn
 * (round robin), as a load balancer in front of stateless servers would. A backend that refuses
 * the connection (just killed, not yet marked down) is skipped before a byte of the client's is
 * sent, so only connections already open on a killed server are lost. HTTP keep-alive and
 * websockets ride their connection to one backend, as behind any TCP balancer.
 */
export class RoundRobinProxy {
  private server: Server | undefined;
  private next = 0;
  private readonly open = new Set<Socket>();
  port = 0;
  /** Connections handed to each backend (by index), for the run's summary. */
  readonly handed: number[];

  constructor(private readonly backends: readonly ProxyBackend[]) {
    this.handed = backends.map(() => 0);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async listen(port = 0): Promise<void> {
    const server = createServer({ pauseOnConnect: true }, (client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : port;
    this.server = server;
  }

  async close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The backends to try for one connection: those up, starting at the next in turn. */
  private order(): number[] {
    const count = this.backends.length;
    const start = this.next;
    this.next = (this.next + 1) % count;
    const all = Array.from({ length: count }, (_, offset) => (start + offset) % count);
    const up = all.filter((index) => this.backends[index]?.isUp());
    return up.length > 0 ? up : all;
  }

  private accept(client: Socket): void {
    this.track(client);
    client.on('error', () => client.destroy());
    this.connectTo(client, this.order());
  }

  private connectTo(client: Socket, candidates: number[]): void {
    const [index, ...rest] = candidates;
    const backend = index === undefined ? undefined : this.backends[index];
    if (index === undefined || !backend || client.destroyed) {
      client.destroy();
      return;
    }
    const upstream = connect({ host: '127.0.0.1', port: backend.port });
    this.track(upstream);
    const onRefused = () => {
      upstream.destroy();
      this.connectTo(client, rest);
    };
    upstream.once('error', onRefused);
    upstream.once('connect', () => {
      upstream.off('error', onRefused);
      this.handed[index] = (this.handed[index] ?? 0) + 1;
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
  }

  private track(socket: Socket): void {
    this.open.add(socket);
    socket.once('close', () => this.open.delete(socket));
  }
}
