import { describe, expect, it } from 'vitest';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../transactions/verification-enums';
import { canVerificationTransition, nextVerificationStatuses } from './status-transitions';

describe('verification status transitions', () => {
  it.each<[VerificationStatus, VerificationStatus, boolean]>([
    ['NONE', 'INIT', true],
    ['NONE', 'COMPLETED', true],
    ['INIT', 'PROCESSING', true],
    ['PROCESSING', 'COMPLETED', true],
    ['PROCESSING', 'RETRY', true],
    ['PROCESSING', 'REJECTED', true],
    ['RETRY', 'INIT', true],
    ['RETRY', 'PROCESSING', true],
    // A late RED after GREEN counts.
    ['COMPLETED', 'RETRY', true],
    ['COMPLETED', 'REJECTED', true],
    ['COMPLETED', 'NOT_ALLOWED', true],
    // A reviewer may overturn a final rejection.
    ['REJECTED', 'COMPLETED', true],
    // A re-check keeps a verified user verified until it answers.
    ['COMPLETED', 'PROCESSING', false],
    ['COMPLETED', 'INIT', false],
    ['COMPLETED', 'NONE', false],
    // A final rejection is not undone by the user starting again.
    ['REJECTED', 'INIT', false],
    ['REJECTED', 'PROCESSING', false],
    ['REJECTED', 'RETRY', false],
    ['PROCESSING', 'INIT', false],
    ['INIT', 'NONE', false],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(canVerificationTransition(from, to)).toBe(expected);
  });

  it.each(VERIFICATION_STATUSES)('%s never moves to itself', (status) => {
    expect(canVerificationTransition(status, status)).toBe(false);
  });

  it.each(VERIFICATION_STATUSES)('NOT_ALLOWED never leads to %s', (status) => {
    expect(canVerificationTransition('NOT_ALLOWED', status)).toBe(false);
  });

  it('nothing returns to NONE', () => {
    for (const status of VERIFICATION_STATUSES)
      expect(nextVerificationStatuses(status)).not.toContain('NONE');
  });
});
