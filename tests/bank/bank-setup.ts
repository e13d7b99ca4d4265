import { cancelChatPayment, claimChatPayment, sendChatPayment } from './bank-chat-payments';
import { CRYPTO_FUNDING, depositByBankTransfer, depositByChain, depositDuringRun } from './bank-deposits';
import { readJson, sendAttempt } from './bank-http';
import { type BankCurrency, type ClientContext, exchange, withdraw } from './bank-operations';
import { confirmPayoutIbans } from './bank-payout-details';
import { visitFarm } from './bank-promotions';
import type { BankRecorder } from './bank-recorder';
import type { BankUser } from './bank-users';
import { BASE_STEPS, type WorkloadOptions } from './bank-workload';
import { sleep } from './server-process';

export interface PreparedMoney {
  currencies: BankCurrency[];
  steps: WorkloadOptions['steps'];
}

const EUR: BankCurrency = { code: 'EUR', scale: 2 };
const USDT: BankCurrency = { code: CRYPTO_FUNDING.currency, scale: CRYPTO_FUNDING.scale };
/** What each profile starts with, in whole units of each currency. */
const STARTING_AMOUNT = '1000';
const FUNDING_PARALLEL = 8;
const CREDIT_TIMEOUT_MS = 90_000;

async function hasStartingMoney(baseUrl: string, user: BankUser): Promise<boolean> {
  const answer = await sendAttempt(baseUrl, {
    method: 'GET',
    path: 'balances',
    token: user.token,
    profileId: user.profileId,
    forwardedFor: user.forwardedFor,
  });
  if (answer.verdict !== 'ok') return false;
  const balances = readJson<{ balances: { currency: string; available: string }[] }>(answer).balances;
  return [EUR, USDT].every((currency) =>
    balances.some((balance) => balance.currency === currency.code && balance.available !== '0'),
  );
}

/**
 * Funds every profile through the sandbox deposit flows (EUR by SEPA transfer, USDT on a chain),
 * waits until both are credited, and names the operations the workload runs.
 */
export async function prepareMoney(
  baseUrl: string,
  users: readonly BankUser[],
  recorder: BankRecorder,
): Promise<PreparedMoney> {
  const currencies = [EUR, USDT];
  const contextOf = (user: BankUser): ClientContext => ({ client: -1, user, users, currencies, recorder });
  for (let start = 0; start < users.length; start += FUNDING_PARALLEL) {
    await Promise.all(
      users.slice(start, start + FUNDING_PARALLEL).map(async (user) => {
        const [created, credited] = await depositByBankTransfer(contextOf(user), STARTING_AMOUNT);
        if (credited?.outcome !== 'ok')
          throw new Error(`funding ${user.email} in EUR failed: ${created?.attempts.at(-1)?.text}`);
        const chain = await depositByChain(contextOf(user), STARTING_AMOUNT);
        if (chain.outcome !== 'ok')
          throw new Error(`funding ${user.email} in USDT failed: ${chain.attempts.at(-1)?.text}`);
      }),
    );
  }
  const deadline = Date.now() + CREDIT_TIMEOUT_MS;
  for (const user of users) {
    while (!(await hasStartingMoney(baseUrl, user))) {
      if (Date.now() > deadline)
        throw new Error(`${user.email} was not credited within ${CREDIT_TIMEOUT_MS} ms`);
      await sleep(500);
    }
  }
  // Payouts go only to details confirmed once, as a person's would.
  await confirmPayoutIbans(baseUrl, users);
  return {
    currencies,
    steps: {
      ...BASE_STEPS,
      withdrawal: { weight: 2, run: withdraw },
      exchange: { weight: 2, run: (context) => exchange(context, 'exchange') },
      convert: { weight: 1, run: (context) => exchange(context, 'convert') },
      deposit: { weight: 1, run: depositDuringRun },
      // Cards shared in chats: a hold until one claim, a cancel, or the return by itself.
      'chat-send': { weight: 2, run: sendChatPayment },
      'chat-claim': { weight: 2, run: claimChatPayment },
      'chat-cancel': { weight: 1, run: cancelChatPayment },
      // The farm: points from a check-in and a task, converted within the caps (FARM_REWARD).
      farm: { weight: 2, run: visitFarm },
    },
  };
}
