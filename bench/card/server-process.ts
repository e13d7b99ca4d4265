import { startBenchServer } from './bench-server';

/**
 * A further server instance in a process of its own (`--instances`): prints its URL, then serves
 * until its parent closes its stdin. Every instance shares the one database; the servers keep
 * no state of their own that a decision needs (locks and books are PostgreSQL's).
 */
const [databaseUrl, dataDir] = process.argv.slice(2);
if (!databaseUrl || !dataDir) throw new Error('usage: server-process.ts <database url> <data dir>');
const server = await startBenchServer(databaseUrl, dataDir);
process.stdout.write(`${server.url}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.stop().then(() => process.exit(0));
});
