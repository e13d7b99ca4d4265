import { readJson } from './bank-http';
import { germanIban } from './bank-operations';
import { randomInt } from './bank-random';
import { type BankUser, sendForSetup } from './bank-users';
import { sleep } from './server-process';

/**
 * Each user's payout IBANs, confirmed once before the run (money goes to details never used
 * before only after the code mailed to the account confirms them). One of each ending
 * the sandbox provider reads: paid in full, paid in half (0051), refused (0002).
 */
const ENDINGS = ['4242', '1234', '0051', '0002'] as const;
const MAIL_POLLS = 100;
const MAIL_POLL_MS = 100;

const confirmed = new Map<string, readonly string[]>();

/** The IBANs `user` may be paid to without a confirmation (empty before `confirmPayoutIbans`). */
export function payoutIbansOf(user: BankUser): readonly string[] {
  return confirmed.get(user.profileId) ?? [];
}

async function newestPayoutCode(baseUrl: string, user: BankUser, seen: number): Promise<string> {
  for (let poll = 0; poll < MAIL_POLLS; poll += 1) {
    const answer = await sendForSetup(baseUrl, {
      method: 'GET',
      path: `/api/dev/outbox?to=${encodeURIComponent(user.email ?? '')}`,
      forwardedFor: user.forwardedFor,
    });
    const messages = readJson<{ messages: { body: string }[] }>(answer).messages;
    const code = messages.length > seen ? /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] : undefined;
    if (code) return code;
    await sleep(MAIL_POLL_MS);
  }
  throw new Error(`no payout confirmation code reached ${user.email}`);
}

async function mailCount(baseUrl: string, user: BankUser): Promise<number> {
  const answer = await sendForSetup(baseUrl, {
    method: 'GET',
    path: `/api/dev/outbox?to=${encodeURIComponent(user.email ?? '')}`,
    forwardedFor: user.forwardedFor,
  });
  return readJson<{ messages: unknown[] }>(answer).messages.length;
}

/** Confirms one IBAN as its owner would: the refused payout's token, the mailed code. */
async function confirmIban(baseUrl: string, user: BankUser, iban: string): Promise<void> {
  const session = { token: user.token, profileId: user.profileId, forwardedFor: user.forwardedFor };
  const refused = await sendForSetup(baseUrl, {
    ...session,
    method: 'POST',
    path: 'withdrawals',
    key: `bank-confirm-${crypto.randomUUID()}`,
    body: JSON.stringify({ payway: 'sepa', currency: 'EUR', amount: '10', requisite: { value: iban } }),
  });
  const details = (
    JSON.parse(refused.text ?? '{}') as { error?: { code?: string; details?: { details_token?: string } } }
  ).error?.details;
  if (refused.status !== 403 || !details?.details_token)
    throw new Error(`a new IBAN was not held for confirmation: ${refused.status} ${refused.text}`);
  const token = details.details_token;
  const seen = await mailCount(baseUrl, user);
  readJson(
    await sendForSetup(baseUrl, {
      ...session,
      method: 'POST',
      path: 'withdrawals/confirmations',
      body: JSON.stringify({ details_token: token }),
    }),
  );
  const code = await newestPayoutCode(baseUrl, user, seen);
  readJson(
    await sendForSetup(baseUrl, {
      ...session,
      method: 'POST',
      path: 'withdrawals/confirmations/confirm',
      body: JSON.stringify({ details_token: token, code }),
    }),
  );
}

/**
 * Confirms a few IBANs per user, a few users at a time; nothing is paid out by it. A user without
 * an email (a Telegram sign-up) reads no mailed code: its payouts go to details it never
 * confirmed and are refused, which the checks see too.
 */
export async function confirmPayoutIbans(baseUrl: string, users: readonly BankUser[]): Promise<void> {
  const parallel = 8;
  const mailed = users.filter((user) => user.email !== null);
  for (let start = 0; start < mailed.length; start += parallel) {
    await Promise.all(
      mailed.slice(start, start + parallel).map(async (user) => {
        const ibans = ENDINGS.map((ending) => germanIban(`${randomInt(100_000, 999_999)}${ending}`));
        for (const iban of ibans) await confirmIban(baseUrl, user, iban);
        confirmed.set(user.profileId, ibans);
      }),
    );
  }
}
