import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, startServer } from '@ferry/server';

/**
 * Requests per second of GET /api/client/v1/currencies through the whole server (hono, request
 * ids, logging, contract check, catalogue cache) against a bare node:http server
 * answering the same bytes. Prints the ratio of one run; CONNECTIONS and SECONDS tune it.
 */
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 5);

// Both sides answer uncompressed: the ratio is the cost of the server, not of gzip.
const HEADERS = { 'Accept-Encoding': 'identity' };

async function measure(url: string): Promise<number> {
  const deadline = performance.now() + SECONDS * 1000;
  let completed = 0;
  async function worker() {
    while (performance.now() < deadline) {
      const response = await fetch(url, { headers: HEADERS });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      completed += 1;
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return completed / SECONDS;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-bench-'));
const server = await startServer(
  loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
);
const endpoint = `${server.url}/api/client/v1/currencies`;
const body = Buffer.from(await (await fetch(endpoint, { headers: HEADERS })).arrayBuffer());

const baseline = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
  response.end(body);
});
await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
const baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`;

await measure(baselineUrl); // warm both paths up before the measured runs
const ferryRate = await measure(endpoint);
const baselineRate = await measure(baselineUrl);

process.stdout.write(
  `GET currencies: ferry ${ferryRate.toFixed(0)} req/s, bare node:http ${baselineRate.toFixed(0)} req/s, ` +
    `ratio ${(ferryRate / baselineRate).toFixed(2)} (${CONNECTIONS} connections, ${SECONDS} s each)\n`,
);

baseline.close();
await server.stop();
await rm(dataDir, { recursive: true, force: true });
