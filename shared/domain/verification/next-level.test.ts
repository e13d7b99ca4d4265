import { describe, expect, it } from 'vitest';
import type { StepStatuses } from './levels';
import { nextLevelUnlock } from './next-level';

describe('nextLevelUnlock', () => {
  it.each<[string, StepStatuses, { level: string; steps: string[]; isReachable: boolean } | null]>([
    ['nothing verified', {}, { level: 'basic', steps: ['PHONE', 'DECLARED_ADDRESS'], isReachable: true }],
    [
      'phone done',
      { PHONE: 'COMPLETED' },
      { level: 'basic', steps: ['DECLARED_ADDRESS'], isReachable: true },
    ],
    [
      'basic reached',
      { PHONE: 'COMPLETED', DECLARED_ADDRESS: 'COMPLETED' },
      { level: 'verified', steps: ['IDENTITY'], isReachable: true },
    ],
    [
      'identity asked again',
      { PHONE: 'COMPLETED', DECLARED_ADDRESS: 'COMPLETED', IDENTITY: 'RETRY' },
      { level: 'verified', steps: ['IDENTITY'], isReachable: true },
    ],
    [
      'identity rejected for good',
      { PHONE: 'COMPLETED', DECLARED_ADDRESS: 'COMPLETED', IDENTITY: 'REJECTED' },
      { level: 'verified', steps: ['IDENTITY'], isReachable: false },
    ],
    [
      'phone not allowed',
      { PHONE: 'NOT_ALLOWED' },
      { level: 'basic', steps: ['PHONE', 'DECLARED_ADDRESS'], isReachable: false },
    ],
    [
      'verified, address pending',
      { PHONE: 'COMPLETED', DECLARED_ADDRESS: 'COMPLETED', IDENTITY: 'COMPLETED', ADDRESS: 'PROCESSING' },
      { level: 'full', steps: ['ADDRESS'], isReachable: true },
    ],
    [
      'every step done',
      { PHONE: 'COMPLETED', DECLARED_ADDRESS: 'COMPLETED', IDENTITY: 'COMPLETED', ADDRESS: 'COMPLETED' },
      null,
    ],
  ])('%s', (_name, statuses, expected) => {
    const unlock = nextLevelUnlock(statuses);
    expect(
      unlock === null ? null : { level: unlock.level, steps: unlock.steps, isReachable: unlock.isReachable },
    ).toEqual(expected);
  });

  it('tells the limits the next level brings', () => {
    expect(nextLevelUnlock({})?.limits).toEqual({
      in: { day: '1000', month: '5000' },
      out: { day: '1000', month: '5000' },
    });
  });
});
