import { randomUUID } from 'node:crypto';
import { depositByBankTransfer } from './bank-deposits';
import { readJson } from './bank-http';
import type { BankRecorder } from './bank-recorder';
import { type BankUser, sendForSetup } from './bank-users';
import { sleep } from './server-process';

/** A card of the run: its id, its owner, and the network's token for it (read from the database). */
export interface BankCard {
  cardId: string;
  profileId: string;
  currency: string;
  user: BankUser;
  token: string;
}

const OWNER_FUNDING = '2000';
const FIRST_TOP_UP = '400';
const CREDIT_TIMEOUT_MS = 90_000;

async function eurAvailable(baseUrl: string, user: BankUser): Promise<string | null> {
  const answer = await sendForSetup(baseUrl, {
    method: 'GET',
    path: 'balances',
    token: user.token,
    profileId: user.profileId,
    forwardedFor: user.forwardedFor,
  });
  if (answer.verdict !== 'ok') return null;
  const balances = readJson<{ balances: { currency: string; available: string }[] }>(answer).balances;
  return balances.find((balance) => balance.currency === 'EUR')?.available ?? null;
}

/**
 * Funds each verified user in EUR by a sandbox SEPA deposit, issues one EUR card from that
 * profile and tops it up (the first top-up pays the activation fee and activates it).
 */
export async function issueCards(
  baseUrl: string,
  users: readonly BankUser[],
  recorder: BankRecorder,
): Promise<Omit<BankCard, 'token'>[]> {
  await Promise.all(
    users.map(async (user) => {
      const [created, credited] = await depositByBankTransfer(
        { client: -1, user, users, currencies: [], recorder },
        OWNER_FUNDING,
      );
      if (credited?.outcome !== 'ok')
        throw new Error(`funding ${user.email} failed: ${created?.attempts.at(-1)?.text}`);
    }),
  );
  const deadline = Date.now() + CREDIT_TIMEOUT_MS;
  for (const user of users) {
    while (((await eurAvailable(baseUrl, user)) ?? '0') === '0') {
      if (Date.now() > deadline) throw new Error(`${user.email} was not credited in EUR`);
      await sleep(500);
    }
  }
  return Promise.all(
    users.map(async (user, index) => {
      const asUser = { token: user.token, profileId: user.profileId, forwardedFor: user.forwardedFor };
      const card = readJson<{ id: string; profile_id: string; currency: string }>(
        await sendForSetup(baseUrl, {
          ...asUser,
          method: 'POST',
          path: 'payment-cards',
          key: randomUUID(),
          body: JSON.stringify({
            currency: 'EUR',
            design: 'classic',
            cardholder_name: 'Bank Tester',
            card_name: `Bank ${index + 1}`,
          }),
        }),
      );
      const topUp = readJson<{ card: { state: string } } | { state: string }>(
        await sendForSetup(baseUrl, {
          ...asUser,
          method: 'POST',
          path: `payment-cards/${card.id}/top-ups`,
          key: randomUUID(),
          body: JSON.stringify({ amount: FIRST_TOP_UP }),
        }),
      );
      void topUp;
      return { cardId: card.id, profileId: card.profile_id, currency: card.currency, user };
    }),
  );
}
