import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * The statements `work` sends through `db`, in and out of transactions: every one passes through
 * its executor's executeQuery (BEGIN and COMMIT do not; a SAVEPOINT does, though on PostgreSQL it
 * travels with the next statement). The request's guard (the session at most every two seconds,
 * two-factor, the residence the country rules apply to) is the caller's, not the operation's, and
 * is left out by table.
 */
export async function operationStatements(db: Kysely<Schema>, work: () => Promise<void>): Promise<string[]> {
  const statements = await everyStatement(db, work);
  return statements.filter((text) => !/from "(sessions|two_factor|verification_persons)"/.test(text));
}

/** Every statement `work` sends through `db`, the guard's included. */
export async function everyStatement(db: Kysely<Schema>, work: () => Promise<unknown>): Promise<string[]> {
  const executor = Object.getPrototypeOf(db.getExecutor()) as {
    executeQuery: (query: { sql: string }, ...rest: unknown[]) => Promise<unknown>;
  };
  const original = executor.executeQuery;
  const statements: string[] = [];
  executor.executeQuery = function (this: unknown, query, ...rest) {
    statements.push(query.sql);
    return original.call(this, query, ...rest);
  };
  try {
    await work();
  } finally {
    executor.executeQuery = original;
  }
  return statements;
}

/**
 * `operationStatements`, with `beforeCall` run once just before the first money_apply reaches the
 * database: what another request might do between a plan's read and its call. When it answers
 * `stale`, the call is skipped and answered as money_apply answers a plan that no longer holds.
 */
export async function statementsAroundTheCall(
  db: Kysely<Schema>,
  beforeCall: () => Promise<'stale' | undefined>,
  work: () => Promise<void>,
): Promise<string[]> {
  return operationStatements(db, async () => {
    const executor = Object.getPrototypeOf(db.getExecutor()) as {
      executeQuery: (query: { sql: string }, ...rest: unknown[]) => Promise<unknown>;
    };
    const original = executor.executeQuery;
    let isDone = false;
    executor.executeQuery = async function (this: unknown, query, ...rest) {
      if (!isDone && query.sql.includes('money_apply')) {
        isDone = true;
        if ((await beforeCall()) === 'stale') return { rows: [{ outcome: { outcome: 'stale' } }] };
      }
      return original.call(this, query, ...rest);
    };
    try {
      await work();
    } finally {
      executor.executeQuery = original;
    }
  });
}
