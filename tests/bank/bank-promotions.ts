import type { Operation } from './bank-history';
import { readJson } from './bank-http';
import type { ClientContext } from './bank-operations';
import { pickOne } from './bank-random';
import { BANK_BOT_TOKEN } from './bank-telegram';
import { type BankUser, sendForSetup } from './bank-users';
import { sleep } from './server-process';

/**
 * The promotions the run pays from the house promotions account (issue 29): referral rewards
 * (REF_DEPOSIT, REF_CONVERT) and farm conversions (FARM_REWARD), with the rules the checks hold
 * them to. The server gets the same rules through its settings (PROMOTION_ENVIRONMENT).
 */
export interface PromotionRules {
  bonusCurrency: string;
  depositBonusMinor: bigint;
  /** REF_CONVERT's share of Ferry's fee, in millionths. */
  convertSharePerMillion: bigint;
  farmCurrency: string;
  farmPointsPerUnit: bigint;
  farmCurrencyScale: number;
  farmDailyCapMinor: bigint;
  farmTotalCapMinor: bigint;
}

export const BANK_PROMOTION_RULES: PromotionRules = {
  bonusCurrency: 'USDT',
  depositBonusMinor: 5_000_000n,
  convertSharePerMillion: 200_000n,
  farmCurrency: 'USDT',
  farmPointsPerUnit: 1000n,
  farmCurrencyScale: 6,
  // Below what a check-in and two tasks earn (0.41 USDT), so the daily cap refuses some.
  farmDailyCapMinor: 250_000n,
  farmTotalCapMinor: 10_000_000n,
};

/**
 * The server's settings for the rules above. The refund window is 0 days (a reward is paid at the
 * worker's first pass after the friend is verified and the deposit or exchange is DONE) and the
 * rewards worker passes every second instead of every minute, so rewards are paid within the run.
 */
export const PROMOTION_ENVIRONMENT: Record<string, string> = {
  BOT_TOKEN: BANK_BOT_TOKEN,
  REFERRAL_DEPOSIT_BONUS: '5',
  REFERRAL_BONUS_CURRENCY: 'USDT',
  REFERRAL_CONVERT_SHARE: '0.2',
  REFERRAL_HOLD_DAYS: '0',
  FARM_CURRENCY: 'USDT',
  FARM_POINTS_PER_UNIT: '1000',
  FARM_DAILY_CAP: '0.25',
  FARM_TOTAL_CAP: '10',
  WORKER_INTERVALS: 'referral-rewards=1000',
};

/** How many users sign up from Telegram as referrers and their friends (groups of four). */
export const FRENS_USERS = 12;

const FARM_TASKS = ['firstDeposit', 'firstExchange', 'friendVerified'] as const;

/** `POST farm/check-ins`: the day's check-in (a second one the same day is refused). */
export function farmCheckIn(context: ClientContext): Promise<Operation> {
  return context.recorder.perform({
    kind: 'farm-check-in',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: 'farm/check-ins',
    body: { time_zone: 'Europe/Warsaw' },
    isIdempotent: true,
  });
}

/** `POST farm/tasks/:task/claim`: a task's points, once (refused while not done or once claimed). */
export function claimFarmTask(context: ClientContext): Promise<Operation> {
  return context.recorder.perform({
    kind: 'farm-task',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: `farm/tasks/${pickOne(FARM_TASKS)}/claim`,
    body: {},
    isIdempotent: true,
  });
}

/** `POST farm/conversions`: the points into the balance as FARM_REWARD, within the caps. */
export function convertFarmPoints(context: ClientContext): Promise<Operation> {
  return context.recorder.perform({
    kind: 'farm-convert',
    client: context.client,
    user: context.user,
    method: 'POST',
    path: 'farm/conversions',
    body: {},
    isIdempotent: true,
  });
}

/**
 * A visit to the farm as a person pays it: the day's check-in (refused after the first), a task's
 * points, then the conversion; so conversions find points to convert and meet the daily cap.
 */
export async function visitFarm(context: ClientContext): Promise<Operation> {
  await farmCheckIn(context);
  await claimFarmTask(context);
  return convertFarmPoints(context);
}

const REWARDS_TIMEOUT_MS = 60_000;
const REWARDS_POLL_MS = 1_000;

interface FrensAnswer {
  stats: { transactions: number };
  friends: { waiting: unknown[] }[];
}

/** What the referrers' frens pages show: rewards recorded, and how many still wait. */
async function readFrens(baseUrl: string, referrers: readonly BankUser[]) {
  let recorded = 0;
  let waiting = 0;
  for (const user of referrers) {
    const frens = readJson<FrensAnswer>(
      await sendForSetup(baseUrl, {
        method: 'GET',
        path: 'frens',
        token: user.token,
        forwardedFor: user.forwardedFor,
      }),
    );
    recorded += frens.stats.transactions;
    waiting += frens.friends.filter((friend) => friend.waiting.length > 0).length;
  }
  return { recorded, waiting };
}

/**
 * After the workload: waits until the rewards worker has recorded every friend's deposit and
 * exchange and paid them, as the referrers' frens pages show it: nothing waiting, and the count
 * recorded unchanged over two of the worker's passes. Answers the count.
 */
export async function awaitReferralRewards(baseUrl: string, users: readonly BankUser[]): Promise<number> {
  const referrers = users.filter((user) => user.telegramId !== null && user.referrerIndex === null);
  const deadline = Date.now() + REWARDS_TIMEOUT_MS;
  let previous = -1;
  let steady = 0;
  for (;;) {
    const { recorded, waiting } = await readFrens(baseUrl, referrers);
    steady = waiting === 0 && recorded === previous ? steady + 1 : 0;
    if (steady >= 2) return recorded;
    if (Date.now() > deadline)
      throw new Error(`referral rewards not settled in ${REWARDS_TIMEOUT_MS} ms: ${waiting} friends wait`);
    previous = recorded;
    await sleep(REWARDS_POLL_MS);
  }
}
