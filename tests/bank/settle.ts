import { readJson } from './bank-http';
import { readBalances } from './bank-operations';
import type { BankRecorder } from './bank-recorder';
import { type BankUser, sendForSetup } from './bank-users';
import { type BankServer, sleep } from './server-process';

const SETTLE_TIMEOUT_MS = 120_000;
const SETTLE_POLL_MS = 1_000;
/** Statuses of a payout the payout worker has not finished with. */
const IN_FLIGHT = ['NEW', 'PROCESSING'] as const;

async function countInFlightPayouts(baseUrl: string, users: readonly BankUser[]): Promise<number> {
  let count = 0;
  for (const user of users) {
    for (const status of IN_FLIGHT) {
      const answer = await sendForSetup(baseUrl, {
        method: 'GET',
        path: `transactions?status=${status}&direction=PAYOUT&limit=100`,
        token: user.token,
        profileId: user.profileId,
        forwardedFor: user.forwardedFor,
      });
      count += readJson<{ transactions: unknown[] }>(answer).transactions.length;
    }
  }
  return count;
}

/**
 * After the workload: a clean stop and one more start (a graceful restart must lose nothing
 * either), then waits until the payout worker has settled every payout, and reads each balance
 * once more.
 */
export async function settle(server: BankServer, users: readonly BankUser[], recorder: BankRecorder) {
  await server.stop();
  await server.start();
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let inFlight = await countInFlightPayouts(server.url, users);
  while (inFlight > 0) {
    if (Date.now() > deadline)
      throw new Error(`${inFlight} payouts still in flight after ${SETTLE_TIMEOUT_MS} ms`);
    await sleep(SETTLE_POLL_MS);
    inFlight = await countInFlightPayouts(server.url, users);
  }
  for (const [client, user] of users.entries()) {
    await readBalances({ client, user, users, currencies: [], recorder });
  }
}
