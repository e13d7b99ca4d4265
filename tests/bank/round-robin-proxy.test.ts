import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort } from '../support/free-port';
import { RoundRobinProxy } from './round-robin-proxy';

const servers: Server[] = [];
const proxies: RoundRobinProxy[] = [];

afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  await Promise.all(
    servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
});

/** A server that answers its own name, on `port`. */
async function named(name: string, port: number): Promise<Server> {
  const server = createServer((_request, response) => response.end(name));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  servers.push(server);
  return server;
}

/** One request on a connection of its own, so each meets the proxy's choice anew. */
async function ask(proxy: RoundRobinProxy): Promise<string> {
  const answer = await fetch(proxy.url, { headers: { Connection: 'close' } });
  return answer.text();
}

describe('RoundRobinProxy', () => {
  it('hands new connections to each backend in turn', async () => {
    const ports = [await findFreePort(), await findFreePort()];
    await named('a', ports[0] as number);
    await named('b', ports[1] as number);
    const proxy = new RoundRobinProxy(ports.map((port) => ({ port, isUp: () => true })));
    proxies.push(proxy);
    await proxy.listen();
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await ask(proxy));
    expect(answers).toEqual(['a', 'b', 'a', 'b']);
    expect(proxy.handed).toEqual([2, 2]);
  });

  it('passes over a backend that refuses the connection, and one marked down', async () => {
    const ports = [await findFreePort(), await findFreePort(), await findFreePort()];
    // Nothing listens on the first port: refused, though it claims to be up.
    await named('b', ports[1] as number);
    await named('c', ports[2] as number);
    let isCUp = true;
    const proxy = new RoundRobinProxy([
      { port: ports[0] as number, isUp: () => true },
      { port: ports[1] as number, isUp: () => true },
      { port: ports[2] as number, isUp: () => isCUp },
    ]);
    proxies.push(proxy);
    await proxy.listen();
    expect([await ask(proxy), await ask(proxy), await ask(proxy)]).toEqual(['b', 'b', 'c']);
    isCUp = false;
    expect([await ask(proxy), await ask(proxy), await ask(proxy)]).toEqual(['b', 'b', 'b']);
  });
});
