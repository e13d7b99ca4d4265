import { describe, expect, it } from 'vitest';
import { progressPercent } from '../transactions/flow-progress';
import type { VerificationStepKind } from '../transactions/verification-enums';
import type { PeriodUsage } from './level-limits';
import type { LimitDirection, StepStatuses } from './levels';
import { flowStepOfVerification, type StepsNeeded, stepsNeededFor } from './required-steps';

const NOTHING: PeriodUsage = { today: '0', thisMonth: '0' };
const BASIC: StepStatuses = { PHONE: 'COMPLETED', DECLARED_ADDRESS: 'COMPLETED' };

describe('stepsNeededFor', () => {
  it.each<[string, StepStatuses, LimitDirection, PeriodUsage, string, StepsNeeded | null]>([
    ['a first purchase within the first level', {}, 'in', NOTHING, '150', { level: 'starter', steps: [] }],
    ['exactly at the first level', {}, 'out', NOTHING, '200', { level: 'starter', steps: [] }],
    [
      'a cent over the first level',
      {},
      'out',
      NOTHING,
      '200.01',
      { level: 'basic', steps: ['PHONE', 'DECLARED_ADDRESS'] },
    ],
    [
      'over the first level with the phone done',
      { PHONE: 'COMPLETED' },
      'out',
      NOTHING,
      '500',
      { level: 'basic', steps: ['DECLARED_ADDRESS'] },
    ],
    [
      'a withdrawal that needs identity',
      {},
      'out',
      NOTHING,
      '5000',
      { level: 'verified', steps: ['PHONE', 'DECLARED_ADDRESS', 'IDENTITY'] },
    ],
    [
      'the month used up at basic',
      BASIC,
      'in',
      { today: '0', thisMonth: '4900' },
      '200',
      { level: 'verified', steps: ['IDENTITY'] },
    ],
    [
      'a large sum needs every step',
      BASIC,
      'in',
      NOTHING,
      '20000',
      { level: 'full', steps: ['IDENTITY', 'ADDRESS'] },
    ],
    ['above every level', {}, 'out', NOTHING, '50000.01', null],
    [
      'a full user within limits',
      { ...BASIC, IDENTITY: 'COMPLETED', ADDRESS: 'COMPLETED' },
      'out',
      NOTHING,
      '50000',
      { level: 'full', steps: [] },
    ],
  ])('%s', (_name, statuses, direction, used, amount, expected) => {
    expect(stepsNeededFor({ statuses, direction, used, amount })).toEqual(expected);
  });
});

describe('flowStepOfVerification (000 §4 percentages)', () => {
  it.each<[VerificationStepKind, number]>([
    ['DECLARED_ADDRESS', 5],
    ['PHONE', 5],
    ['IDENTITY', 10],
    ['ADDRESS', 15],
  ])('%s shows %i %%', (kind, percent) => {
    expect(progressPercent(flowStepOfVerification(kind))).toBe(percent);
  });
});
