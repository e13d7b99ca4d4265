import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '@ferry/server';
import { type BankStore, dropPostgresStore, openStore } from './bank-database';
import { parseBankOptions, UsageError } from './bank-options';
import { BankRecorder } from './bank-recorder';
import { prepareBankRun } from './bank-run';
import { signUpUsers } from './bank-users';
import { CardNetworkState } from './card-operations';
import { type BankCard, issueCards } from './card-setup';
import { readCardSnapshot } from './card-snapshot';
import { formatCardSummary } from './card-summary';
import { runCardWorkload } from './card-workload';
import { checkCards } from './check-card';

/** Cards of the run (one per verified user) unless `--users N` says otherwise. */
const DEFAULT_CARDS = 8;
/** Open authorizations the clock jump of each kill ages past the 7-day expiry. */
const AGED_PER_KILL = 6;

async function withStore<T>(store: BankStore, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openStore(store);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/**
 * `pnpm test:bank:card [--minutes N] [--clients N] [--users N] [--kills N] [--keep]`: the card
 * bank test (issue 28). Verified users' topped-up cards are spent on by 32 clients playing the
 * card network — authorizations (partial, converting), increments, captures (some over the hold),
 * reversals, expiries after a clock jump, linked and unlinked refunds, top-ups — while the server
 * is SIGKILLed; every event is redelivered with its id until answered. Then the books are checked.
 * Exit 0 valid, 1 invalid, 2 broken.
 */
async function main(argv: readonly string[]): Promise<number> {
  const options = parseBankOptions(argv);
  const cardCount = argv.some((argument) => argument.startsWith('--users')) ? options.users : DEFAULT_CARDS;
  const runId = randomUUID().slice(0, 8);
  const { workDir, store, server } = await prepareBankRun('ferry-card-bank-');
  const say = (line: string) => process.stdout.write(`[card-bank] ${line}\n`);
  const startedAtMs = Date.now();
  let isValid = false;
  try {
    say(`data in ${workDir} (${store.kind}); starting the server`);
    await server.start();
    const users = await signUpUsers(server.url, cardCount, runId);
    const issued = await issueCards(server.url, users, new BankRecorder(server.url, 0));
    // The network knows each card by the issuer's token, which no client API tells: read it from
    // the books while the server is stopped (PGlite has one owner at a time).
    await server.stop();
    const tokens = await withStore(store, (database) =>
      database.withSession((session) =>
        session.query<{ id: string; issuer_card_id: string }>('SELECT id, issuer_card_id FROM payment_cards'),
      ),
    );
    const cards: BankCard[] = issued.map((card) => ({
      ...card,
      token: tokens.find((row) => row.id === card.cardId)?.issuer_card_id ?? '',
    }));
    await server.start();
    say(`${cards.length} cards issued and topped up`);
    const state = new CardNetworkState(() => server.url, cards);
    say(`workload: ${options.clients} clients for ${options.workloadMs / 1000} s, ${options.kills} SIGKILLs`);
    const run = await runCardWorkload(server, state, {
      durationMs: options.workloadMs,
      clients: options.clients,
      kills: options.kills,
      ageWhileDown: async () => {
        const aged = Array.from(
          { length: AGED_PER_KILL },
          () => state.take(state.parked) ?? state.take(state.open),
        ).filter((open) => open !== undefined);
        if (aged.length === 0) return 0;
        await withStore(store, (database) =>
          database.withSession((session) =>
            session.query(
              `UPDATE card_authorizations
               SET created_at = created_at - interval '8 days', expires_at = expires_at - interval '8 days',
                   hold_record = jsonb_set(hold_record, '{authorizedAt}', to_jsonb(to_char(
                     ((hold_record->>'authorizedAt')::timestamptz - interval '8 days') AT TIME ZONE 'UTC',
                     'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
               WHERE status = 'pending' AND id = ANY($1)`,
              [aged.map((open) => open.id)],
            ),
          ),
        );
        for (const open of aged) state.aged.set(open.id, open);
        return aged.length;
      },
    });
    await server.stop();
    const snapshot = await withStore(store, readCardSnapshot);
    const violations = checkCards(state.history, snapshot);
    writeFileSync(
      path.join(workDir, 'history.json'),
      JSON.stringify(
        state.history,
        (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
        1,
      ),
    );
    isValid = violations.length === 0 && run.events.length >= Math.min(options.kills, 3);
    process.stdout.write(
      formatCardSummary(state.history, snapshot, violations, {
        store: store.kind,
        cards: cards.length,
        clients: options.clients,
        workloadMs: run.elapsedMs,
        totalMs: Date.now() - startedAtMs,
        kills: run.events,
      }),
    );
    if (run.events.length < options.kills)
      say(`only ${run.events.length} of ${options.kills} kills happened`);
    return isValid ? 0 : 1;
  } finally {
    server.close();
    await dropPostgresStore(store).catch((error) => console.error('could not drop the database:', error));
    if (isValid && !argv.includes('--keep')) rmSync(workDir, { recursive: true, force: true });
    else say(`kept ${workDir} (server.log, history.json, data)`);
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof UsageError ? error.message : '[card-bank] the run broke:', error);
  process.exitCode = 2;
}
