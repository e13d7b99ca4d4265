import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dropPostgresStore, openStore, readSnapshot } from './bank-database';
import { type BankOptions, parseBankOptions, UsageError } from './bank-options';
import { awaitReferralRewards, FRENS_USERS, PROMOTION_ENVIRONMENT } from './bank-promotions';
import { pickOne } from './bank-random';
import { BankRecorder } from './bank-recorder';
import { prepareBankPairRun, prepareBankRun } from './bank-run';
import { prepareMoney } from './bank-setup';
import { formatPayouts, formatRefusals, formatSummary, formatTotals } from './bank-summary';
import { signUpUsers } from './bank-users';
import { runWorkload } from './bank-workload';
import { formatChatCards } from './check-chat-payments';
import { sumMoneyIn, sumUserBalances } from './check-conservation';
import { checkAll } from './check-history';
import { formatPromotions } from './check-promotions';
import { settle } from './settle';

/**
 * `pnpm test:bank [--minutes N] [--servers 2]`: the Jepsen-style bank test. Starts the real server
 * (or two instances behind a round-robin proxy), signs up users, funds them, lets concurrent
 * clients move money while the server (one of the two) is SIGKILLed and restarted, then checks
 * the history against the books. Exit 0 valid, 1 invalid, 2 broken.
 */
async function main(options: BankOptions): Promise<number> {
  const runId = randomUUID().slice(0, 8);
  const env = {
    SANDBOX_PAYOUT_FAILURE_RATE: '0.3',
    // Chat cards return by themselves after ~17 s, so returns happen during the workload.
    CHAT_PAYMENT_TTL_DAYS: '0.0002',
    // Referral rewards paid within the run, the farm's daily cap below what a farm earns.
    ...PROMOTION_ENVIRONMENT,
  };
  const pair = options.servers === 2 ? await prepareBankPairRun('ferry-bank-pair-', env) : undefined;
  const { workDir, store, server } = pair ?? (await prepareBankRun('ferry-bank-', env));
  const storeLabel = pair ? `${store.kind}, 2 servers behind a round-robin proxy` : store.kind;
  const say = (line: string) => process.stdout.write(`[bank] ${line}\n`);
  let isValid = false;
  try {
    say(`data in ${workDir} (${storeLabel}); starting the server${pair ? 's' : ''}`);
    await server.start();
    const users = await signUpUsers(server.url, options.users, runId, Math.min(FRENS_USERS, options.users));
    say(
      `${users.length} users signed up (${users.filter((user) => user.telegramId !== null).length} from Telegram: referrers and their friends)`,
    );
    const recorder = new BankRecorder(server.url, options.replayShare);
    const money = await prepareMoney(server.url, users, recorder);
    say(
      `${users.length} profiles funded in ${money.currencies.map((currency) => currency.code).join(' and ')}`,
    );
    say(`workload: ${options.clients} clients for ${options.workloadMs / 1000} s, ${options.kills} SIGKILLs`);
    const run = await runWorkload(server, {
      durationMs: options.workloadMs,
      clients: options.clients,
      kills: options.kills,
      steps: money.steps,
      contextOf: (client) => ({
        client,
        // Any client may act for any user: two operations on one profile race now and then.
        user: pickOne(users),
        users,
        currencies: money.currencies,
        recorder,
      }),
    });
    say('workload done; restarting once more to let the payouts settle');
    await settle(server, users, recorder);
    const rewardsRecorded = await awaitReferralRewards(server.url, users);
    say(`referral rewards settled: ${rewardsRecorded} recorded`);
    await server.stop();

    const database = await openStore(store);
    const snapshot = await readSnapshot(database).finally(() => database.close());
    const violations = checkAll(recorder.history, snapshot);
    writeFileSync(path.join(workDir, 'history.json'), JSON.stringify(recorder.history, null, 1));
    process.stdout.write(
      formatSummary(
        recorder.history,
        {
          store: storeLabel,
          users: users.length,
          clients: options.clients,
          workloadMs: run.elapsedMs,
          kills: run.events,
          retries: recorder.retries,
          replaysChecked: recorder.replaysChecked,
          operationsCovered: Object.keys(money.steps),
          moneyIn: formatTotals(sumMoneyIn(snapshot), money.currencies),
          moneyHeld: formatTotals(sumUserBalances(snapshot), money.currencies),
          payouts: formatPayouts(snapshot),
        },
        violations,
      ),
    );
    process.stdout.write(`refusals:\n${formatRefusals(recorder.history)}\n`);
    say(`chat cards at the end: ${formatChatCards(snapshot)}`);
    say(`paid from the promotions account: ${formatPromotions(snapshot)}`);
    if (pair)
      say(
        `instances killed in turn: ${pair.server.victims.join(', ')}; connections the proxy handed to a / b: ${pair.server.connectionsHanded.join(' / ')}`,
      );
    isValid = violations.length === 0 && run.events.length >= Math.min(options.kills, 3);
    if (run.events.length < options.kills)
      say(`only ${run.events.length} of ${options.kills} kills happened`);
    return isValid ? 0 : 1;
  } finally {
    server.close();
    await dropPostgresStore(store).catch((error) => console.error('could not drop the database:', error));
    if (isValid && !options.isKeepingData) rmSync(workDir, { recursive: true, force: true });
    else say(`kept ${workDir} (server.log, history.json, data)`);
  }
}

try {
  process.exitCode = await main(parseBankOptions(process.argv.slice(2)));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exitCode = 2;
  } else {
    console.error('[bank] the run broke:', error);
    process.exitCode = 2;
  }
}
