import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

/** A bare node:http server answering every request with `body` as JSON: the baseline of a case. */
export async function startBareServer(body: Buffer): Promise<BareServer> {
  const server: Server = createServer((request, response) => {
    // The request's body (if any) is read and dropped, as the real server reads it.
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
