import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isFinalStatus,
  nextStatuses,
  offersActionChoices,
  VOIDING_STATUSES,
} from './status-transitions';
import { TRANSACTION_STATUSES, type TransactionStatus } from './statuses';

describe('transaction status transitions', () => {
  it.each<[TransactionStatus, TransactionStatus, boolean]>([
    ['NEW', 'WAIT', true],
    ['NEW', 'DONE', true],
    ['NEW', 'EXPIRED', true],
    ['WAIT', 'PROCESSING', true],
    ['WAIT', 'CANCELLED', true],
    ['PROCESSING', 'DONE', true],
    ['PROCESSING', 'FAIL', true],
    ['PROCESSING', 'ACTION_REQUIRED', true],
    ['ACTION_REQUIRED', 'PROCESSING', true],
    ['ACTION_REQUIRED', 'RESOLVED', true],
    ['FAIL', 'RESOLVED', true],
    ['MANUAL', 'DONE', true],
    // Once money is with a provider, the user can no longer cancel; nothing leaves an end.
    ['PROCESSING', 'CANCELLED', false],
    ['PROCESSING', 'EXPIRED', false],
    ['PROCESSING', 'NEW', false],
    ['DONE', 'FAIL', false],
    ['DONE', 'RESOLVED', false],
    ['FAIL', 'PROCESSING', false],
    ['FAIL', 'DONE', false],
    ['EXPIRED', 'PROCESSING', false],
    ['CANCELLED', 'DONE', false],
    ['RESOLVED', 'DONE', false],
    ['NEW', 'NEW', false],
    ['NEW', 'RESOLVED', false],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(canTransition(from, to)).toBe(expected);
  });

  it('ends only at DONE, CANCELLED, REJECT, EXPIRED and RESOLVED (FAIL still offers a choice)', () => {
    expect(TRANSACTION_STATUSES.filter(isFinalStatus)).toEqual([
      'DONE',
      'CANCELLED',
      'REJECT',
      'EXPIRED',
      'RESOLVED',
    ]);
    expect(nextStatuses('FAIL')).toEqual(['RESOLVED']);
  });

  it('can reach an end from every status', () => {
    for (const start of TRANSACTION_STATUSES) {
      const seen = new Set<TransactionStatus>([start]);
      const queue = [start];
      while (queue.length > 0) {
        for (const next of nextStatuses(queue.shift() as TransactionStatus)) {
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect([...seen].some(isFinalStatus)).toBe(true);
    }
  });

  it('gives held money back on the ends that moved nothing', () => {
    expect(VOIDING_STATUSES).toEqual(['CANCELLED', 'REJECT', 'EXPIRED', 'FAIL']);
  });

  it.each<[TransactionStatus, boolean]>([
    ['FAIL', true],
    ['ACTION_REQUIRED', true],
    ['DONE', false],
    ['PROCESSING', false],
    ['EXPIRED', false],
  ])('%s offers REFUND / DEPOSIT / RETRY: %s', (status, expected) => {
    expect(offersActionChoices(status)).toBe(expected);
  });
});
