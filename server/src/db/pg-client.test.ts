import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FerryPgClient, PREPARED } from './pg-client';
import { createTestDatabase, type TestDatabase } from './test-database';

// The client only serves PostgreSQL servers; PGlite runs in process and has no round trips.
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('FerryPgClient against PostgreSQL', () => {
  let database: TestDatabase;
  let client: FerryPgClient;
  /** Transaction status of each ReadyForQuery: one per round trip ('I' idle, 'T' in a transaction, 'E' failed). */
  let roundTrips: string[];

  beforeEach(async () => {
    database = await createTestDatabase();
    await database.withSession((session) => session.exec('CREATE TABLE probe (n int PRIMARY KEY)'));
    const url = await databaseUrl(database);
    client = new FerryPgClient({ connectionString: url });
    await client.connect();
    roundTrips = [];
    (client.connection as unknown as NodeJS.EventEmitter).on('readyForQuery', (message: { status: string }) =>
      roundTrips.push(message.status),
    );
  });

  afterEach(async () => {
    await client.end();
    await database.dispose();
  });

  async function databaseUrl(test: TestDatabase): Promise<string> {
    const [row] = await test.withSession((session) =>
      session.query<{ name: string }>('SELECT current_database() AS name'),
    );
    const url = new URL(serverUrl as string);
    url.pathname = `/${row?.name}`;
    return url.toString();
  }

  async function probeRows(): Promise<number[]> {
    const result = await client.query('SELECT n FROM probe ORDER BY n', []);
    return result.rows.map((row: { n: number }) => row.n);
  }

  it('sends a BEGIN with the first statement: two round trips for BEGIN, statement, COMMIT', async () => {
    expect((await client.query('begin')).command).toBe('BEGIN');
    expect(roundTrips).toEqual([]);
    const inserted = await client.query('INSERT INTO probe VALUES ($1) RETURNING n', [1]);
    expect(inserted.rows).toEqual([{ n: 1 }]);
    expect(inserted.command).toBe('INSERT');
    expect(roundTrips).toEqual(['T']);
    await client.query('INSERT INTO probe VALUES ($1)', [2]);
    expect((await client.query('commit')).command).toBe('COMMIT');
    expect(roundTrips).toEqual(['T', 'T', 'I']);
    expect(await probeRows()).toEqual([1, 2]);
  });

  it('keeps the statements of one transaction in one transaction', async () => {
    await client.query('begin');
    const first = await client.query('SELECT txid_current() AS id, $1::int AS n', [7]);
    const second = await client.query('SELECT txid_current() AS id');
    expect(first.rows[0].id).toBe(second.rows[0].id);
    await client.query('INSERT INTO probe VALUES ($1)', [3]);
    await client.query('rollback');
    expect(await probeRows()).toEqual([]);
  });

  it('sends a SAVEPOINT with the next statement, and rolls back to it', async () => {
    await client.query('begin');
    expect((await client.query('SAVEPOINT first')).command).toBe('SAVEPOINT');
    await client.query('INSERT INTO probe VALUES ($1)', [1]);
    expect(roundTrips).toEqual(['T']);
    await client.query('SAVEPOINT second');
    await expect(client.query('INSERT INTO probe VALUES ($1)', [1])).rejects.toMatchObject({ code: '23505' });
    // pg rejects on the ErrorResponse; its ReadyForQuery may come in a later packet, so wait for it.
    await expect.poll(() => roundTrips).toEqual(['T', 'E']);
    // The failed statement's savepoint was taken before it: the transaction goes back to it.
    await client.query('ROLLBACK TO SAVEPOINT second');
    await client.query('INSERT INTO probe VALUES ($1)', [2]);
    await client.query('SAVEPOINT unused');
    await client.query('commit');
    expect(roundTrips).toEqual(['T', 'E', 'T', 'T', 'I']);
    expect(await probeRows()).toEqual([1, 2]);
  });

  it('sends held savepoints ahead of a bare statement, and fails that statement if one fails', async () => {
    await client.query('begin');
    await client.query('SAVEPOINT outer_work');
    await client.query('INSERT INTO probe VALUES (3)');
    await client.query('ROLLBACK TO SAVEPOINT outer_work');
    await client.query('commit');
    expect(await probeRows()).toEqual([]);
    // Outside a transaction PostgreSQL refuses a savepoint; the statement it waited for says so.
    await client.query('SAVEPOINT nowhere');
    await expect(client.query('SELECT $1::int AS n', [1])).rejects.toMatchObject({ code: '25P01' });
    expect((await client.query('SELECT $1::int AS n', [2])).rows).toEqual([{ n: 2 }]);
  });

  it('sends nothing for a transaction without statements', async () => {
    await client.query('begin');
    expect((await client.query('commit')).command).toBe('COMMIT');
    await client.query('start transaction isolation level serializable');
    expect((await client.query('rollback')).command).toBe('ROLLBACK');
    expect(roundTrips).toEqual([]);
  });

  it('fails the first statement and runs nothing when its BEGIN fails', async () => {
    // No BEGIN that Kysely sends fails on a healthy connection, so the test plants a broken one.
    const plantBrokenBegin = () => {
      (client as unknown as { held: string[] }).held = ['start transaction isolation level nonsense'];
    };
    plantBrokenBegin();
    await expect(client.query('INSERT INTO probe VALUES ($1)', [4])).rejects.toMatchObject({ code: '42601' });
    plantBrokenBegin();
    await expect(client.query('INSERT INTO probe VALUES (5)')).rejects.toMatchObject({ code: '42601' });
    plantBrokenBegin();
    await expect(client.query({ text: 'INSERT INTO probe VALUES ($1)', values: [6] })).rejects.toMatchObject({
      code: '42601',
    });
    expect(await probeRows()).toEqual([]);
    expect(roundTrips.at(-1)).toBe('I');
  });

  it('runs a script that starts with BEGIN as it is', async () => {
    await client.query('BEGIN; INSERT INTO probe VALUES (6); COMMIT');
    await client.query('begin read only');
    await expect(client.query('INSERT INTO probe VALUES ($1)', [7])).rejects.toMatchObject({ code: '25006' });
    await client.query('rollback');
    expect(await probeRows()).toEqual([6]);
  });

  it('leaves a failed transaction to be rolled back, and the connection usable', async () => {
    await client.query('begin');
    await expect(client.query('SELECT 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012' });
    // The error arrives before its ReadyForQuery; the ROLLBACK queues behind that.
    await client.query('rollback');
    expect(roundTrips).toEqual(['E', 'I']);
    expect((await client.query('SELECT $1::int AS n', [9])).rows).toEqual([{ n: 9 }]);
  });

  it('sends a waiting BEGIN ahead of a statement without parameters, a config object or a callback', async () => {
    await client.query('begin');
    await client.query('INSERT INTO probe VALUES (10)');
    expect(roundTrips).toEqual(['T', 'T']);
    await client.query('rollback');

    await client.query('begin');
    await client.query({ text: 'INSERT INTO probe VALUES ($1)', values: [11] });
    await client.query('commit');

    await client.query('begin');
    await new Promise<void>((resolve, reject) =>
      client.query('INSERT INTO probe VALUES ($1)', [12], (error: Error | undefined) =>
        error ? reject(error) : resolve(),
      ),
    );
    await client.query('commit');
    expect(await probeRows()).toEqual([11, 12]);
  });

  it('prepares a marked statement once per connection, in and out of transactions', async () => {
    const text = `${PREPARED} SELECT $1::int + 1 AS n`;
    expect((await client.query(text, [1])).rows).toEqual([{ n: 2 }]);
    await client.query('begin');
    expect((await client.query(text, [2])).rows).toEqual([{ n: 3 }]);
    expect((await client.query(text, [3])).rows).toEqual([{ n: 4 }]);
    await client.query('commit');
    const prepared = await client.query('SELECT name, statement FROM pg_prepared_statements');
    expect(prepared.rows).toEqual([{ name: expect.stringMatching(/^ferry_[0-9a-f]{24}$/), statement: text }]);
    expect((await client.query('SELECT $1::int AS n', [5])).rows).toEqual([{ n: 5 }]);
    expect((await client.query('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('prepares a marked statement again after its first Parse failed in a transaction', async () => {
    const text = `${PREPARED} SELECT count(*)::int + $1::int AS n FROM probe_later`;
    await client.query('begin');
    await expect(client.query(text, [1])).rejects.toMatchObject({ code: '42P01' });
    await client.query('rollback');
    await client.query('CREATE TABLE probe_later (n int)');
    await client.query('begin');
    expect((await client.query(text, [2])).rows).toEqual([{ n: 2 }]);
    expect((await client.query(text, [3])).rows).toEqual([{ n: 3 }]);
    await client.query('commit');
    await client.query('begin');
    expect((await client.query(text, [4])).rows).toEqual([{ n: 4 }]);
    await client.query('commit');
  });

  it('serves Kysely transactions: commit, rollback on error, isolation level, int8 as bigint', async () => {
    const { db } = database;
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO probe VALUES (${20})`.execute(trx);
      await sql`INSERT INTO probe VALUES (${21})`.execute(trx);
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`INSERT INTO probe VALUES (${22})`.execute(trx);
        await sql`INSERT INTO probe VALUES (${20})`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const level = await db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(async (trx) => {
        const result = await sql<{
          level: string;
          id: bigint;
        }>`SELECT current_setting('transaction_isolation') AS level, txid_current() + ${0}::bigint AS id`.execute(
          trx,
        );
        return result.rows[0];
      });
    expect(level?.level).toBe('serializable');
    expect(typeof level?.id).toBe('bigint');
    expect(await probeRows()).toEqual([20, 21]);
  });
});
