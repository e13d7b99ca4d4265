import { isDomainError } from '@ferry/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import {
  MoneyInvariantError,
  minorOfHeldDecimal,
  scaleOfKnownCurrency,
  storedMinor,
} from '../ledger/held-amounts';
import { toMinor } from '../ledger/minor';
import { amountText } from './transaction-view';

describe('amounts the server holds', () => {
  it('reads a known currency’s scale and a decimal at that scale', () => {
    expect(scaleOfKnownCurrency('EUR', 'test')).toBe(2);
    expect(scaleOfKnownCurrency('USDT', 'test')).toBe(6);
    expect(minorOfHeldDecimal('1.5', 6, 'test')).toBe(1_500_000n);
    expect(minorOfHeldDecimal('0', 2, 'test')).toBe(0n);
  });

  it('throws an internal error naming what it read, never scale 0 or a zero amount', () => {
    const thrown = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const unknown = thrown(() => scaleOfKnownCurrency('NOPE', 'Deposit 42'));
    expect(unknown).toBeInstanceOf(MoneyInvariantError);
    expect(isDomainError(unknown)).toBe(false);
    expect((unknown as Error).message).toBe('Deposit 42: currency NOPE is not in the catalogue');
    expect(() => minorOfHeldDecimal('0.001', 2, 'A fee')).toThrow(
      'A fee: "0.001" is not a decimal with at most 2 fraction digits',
    );
    expect(() => minorOfHeldDecimal('', 2, 'A fee')).toThrow(MoneyInvariantError);
  });
});

describe('a nullable amount column', () => {
  it('is read when set and refused when null, never taken as zero', () => {
    expect(storedMinor('1200', 'test')).toBe(1_200n);
    expect(() => storedMinor(null, 'The to_amount of conversion 7')).toThrow(
      new MoneyInvariantError('The to_amount of conversion 7 is missing'),
    );
    // toMinor itself no longer reads a null column as 0.
    expect(() => toMinor(null as never)).toThrow();
  });
});

describe('a transaction amount on the wire', () => {
  it('is written at its currency’s scale', () => {
    expect(amountText('12345', 'EUR')).toBe('123.45');
    expect(amountText(null, 'EUR')).toBeNull();
  });

  it('refuses a currency outside the catalogue instead of printing minor units as whole ones', () => {
    expect(() => amountText('12345', 'NOPE')).toThrow(MoneyInvariantError);
  });
});

describe('the currencies a stored row can name', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('are all in the catalogue with the scale the database keeps, so a stored row never throws', async () => {
    const rows = await database.db.selectFrom('currencies').select(['code', 'scale']).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect([row.code, scaleOfKnownCurrency(row.code, 'test')]).toEqual([row.code, row.scale]);
  });
});
