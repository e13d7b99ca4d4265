import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a merchant's server received: the path with its query, the headers, the whole body. */
export interface WebhookRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>`, without a path. */
  url: string;
  close(): Promise<void>;
}

/**
 * A merchant's server for webhook tests, on 127.0.0.1: reads each request whole and answers it with
 * the status `answer` gives (the test records what it needs there). Tests that deliver to it
 * allow private targets (`WEBHOOK_ALLOW_PRIVATE_TARGETS`).
 */
export async function startWebhookReceiver(
  answer: (request: WebhookRequest) => number,
): Promise<WebhookReceiver> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const status = answer({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(status);
      response.end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
