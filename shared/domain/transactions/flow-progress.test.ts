import { describe, expect, it } from 'vitest';
import { FLOW_STEPS, type FlowStep, isFlowStep, progressPercent } from './flow-progress';

// Spec 000 §4, "Flow progress percentage": [step, percent, percent in a deposit].
const TABLE: ReadonlyArray<[FlowStep, number, number]> = [
  ['init', 0, 0],
  ['declarative-personal-data', 5, 5],
  ['phone-verification', 5, 5],
  ['identity-verification', 10, 10],
  ['address-verification', 15, 15],
  ['requisites', 20, 20],
  ['insert-card', 40, 10],
  ['deposit-or-convert-confirmation', 25, 25],
  ['confirmation', 50, 50],
  ['payment', 60, 60],
  ['progress', 80, 80],
  ['final', 100, 100],
];

describe('flow progress', () => {
  it('covers every step', () => {
    expect(TABLE.map(([step]) => step)).toEqual([...FLOW_STEPS]);
  });

  it.each(TABLE)('%s is %i%%, %i%% in a deposit', (step, percent, depositPercent) => {
    expect(progressPercent(step)).toBe(percent);
    expect(progressPercent(step, { isDeposit: false })).toBe(percent);
    expect(progressPercent(step, { isDeposit: true })).toBe(depositPercent);
  });

  it.each(['start', 'insertCard', 'FINAL', ''])('%j is not a flow step', (value) => {
    expect(isFlowStep(value)).toBe(false);
  });
});
