import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../db/test-database';
import { createFreeUses, monthOf } from './free-uses';

let database: TestDatabase;
const NOVEMBER = Date.UTC(2026, 10, 29, 23, 59);
const DECEMBER = Date.UTC(2026, 11, 1, 0, 1);

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.dispose();
});

describe('the relay’s free transfers per wallet and month', () => {
  it('counts down from the setting, per wallet, and starts again in a new UTC month', async () => {
    const uses = createFreeUses(database.db, 3);
    expect(monthOf(NOVEMBER)).toBe('2026-11');
    expect(await uses.left('0:aa', NOVEMBER)).toBe(3);
    expect(await uses.claim('0:aa', NOVEMBER)).toBe(true);
    expect(await uses.claim('0:aa', NOVEMBER)).toBe(true);
    expect(await uses.left('0:aa', NOVEMBER)).toBe(1);
    expect(await uses.left('0:bb', NOVEMBER)).toBe(3);
    expect(await uses.claim('0:aa', NOVEMBER)).toBe(true);
    expect(await uses.claim('0:aa', NOVEMBER)).toBe(false);
    expect(await uses.left('0:aa', NOVEMBER)).toBe(0);
    expect(await uses.left('0:aa', DECEMBER)).toBe(3);
  });

  it('gives the last free transfer to one of two sends at once, and takes a refused one back', async () => {
    const uses = createFreeUses(database.db, 1);
    const claims = await Promise.all([uses.claim('0:cc', NOVEMBER), uses.claim('0:cc', NOVEMBER)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await uses.release('0:cc', NOVEMBER);
    expect(await uses.left('0:cc', NOVEMBER)).toBe(1);
    // Releasing more than was claimed never makes a count negative.
    await uses.release('0:cc', NOVEMBER);
    await uses.release('0:cc', NOVEMBER);
    expect(await uses.left('0:cc', NOVEMBER)).toBe(1);
  });

  it('with 0 free transfers a month, none is ever claimed', async () => {
    const uses = createFreeUses(database.db, 0);
    expect(await uses.left('0:dd', NOVEMBER)).toBe(0);
    expect(await uses.claim('0:dd', NOVEMBER)).toBe(false);
  });
});
