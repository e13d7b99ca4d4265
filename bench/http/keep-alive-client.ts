import { Agent, request } from 'node:http';

/** What a load's request says besides its URL, as `fetch`'s init would (headers as a record). */
export interface SendInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface SentAnswer {
  status: number;
  ok: boolean;
  /** The answer's body, read to its end. */
  text: string;
}

/**
 * The loads' connections: kept alive and reused, as pgbench keeps its sessions and a card network
 * its links to an issuer. `node:http` rather than `fetch`: on two shared cores undici's fetch cost
 * the sending thread about 2 ms a request (a CPU profile of bench:card), CPU the server under test
 * then lacked while the baselines' clients (pgbench, in C) pay almost nothing.
 */
// An idle connection is closed by this side after 4 s, before the server's 5 s keep-alive timeout
// (Node's default, which its `Keep-Alive: timeout=5` hint repeats): else a request sent on a
// connection at the moment the server closes it fails with ECONNRESET (one in 20 000 at 200/s).
const agent = new Agent({ keepAlive: true, maxSockets: 1024, timeout: 4_000 });

/** Sends one request over the kept-alive connections and reads its answer whole. */
export function send(url: string, init: SendInit = {}): Promise<SentAnswer> {
  const body = init.body;
  const headers =
    body === undefined
      ? init.headers
      : { ...init.headers, 'Content-Length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method ?? 'GET', agent, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const status = answer.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, text: Buffer.concat(chunks).toString('utf8') });
      });
      answer.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
