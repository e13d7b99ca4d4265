import { randomUUID } from 'node:crypto';
import type { LoadRequest } from './api-load';
import type { BenchUser } from './api-users';

// The answers come uncompressed: the ratio is the cost of the server, not of gzip.
const IDENTITY = { 'Accept-Encoding': 'identity' };

/**
 * Transfers of 0.01 EUR, each between two profiles: the sender in turn (with 32 connections and as
 * many users, each connection in effect sends for one user, as pgbench's clients each update their
 * own rows) to a random other profile; each request has its own Idempotency-Key. With several
 * server instances, the requests go to each in turn, as a round-robin proxy would send them.
 */
export function transferRequests(
  baseUrls: readonly string[],
  users: readonly BenchUser[],
): () => LoadRequest {
  let sent = 0;
  return () => {
    sent += 1;
    const baseUrl = baseUrls[sent % baseUrls.length] as string;
    const from = users[sent % users.length] as BenchUser;
    const others = users.filter((user) => user !== from);
    const to = others[Math.floor(Math.random() * others.length)] as BenchUser;
    return {
      url: `${baseUrl}/api/client/v1/transfers`,
      init: {
        method: 'POST',
        headers: {
          ...IDENTITY,
          Authorization: `Bearer ${from.token}`,
          'X-Forwarded-For': from.forwardedFor,
          'Profile-Id': from.profileId,
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        body: JSON.stringify({ currency: 'EUR', amount: '0.01', to_profile_id: to.profileId }),
      },
    };
  };
}
