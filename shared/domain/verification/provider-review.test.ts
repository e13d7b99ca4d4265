import { describe, expect, it } from 'vitest';
import type { VerificationStatus } from '../transactions/verification-enums';
import { type ProviderReview, statusOfReview } from './provider-review';

// The provider's review → the spec's status (001 §3; notes/verification.md, the mapping).
describe('statusOfReview', () => {
  it.each<[ProviderReview, VerificationStatus]>([
    [{ kind: 'none' }, 'NONE'],
    [{ kind: 'init' }, 'INIT'],
    [{ kind: 'pending' }, 'PROCESSING'],
    [{ kind: 'queued' }, 'PROCESSING'],
    [{ kind: 'onHold' }, 'PROCESSING'],
    [{ kind: 'green' }, 'COMPLETED'],
    [{ kind: 'red', rejectType: 'RETRY' }, 'RETRY'],
    [{ kind: 'red', rejectType: 'FINAL' }, 'REJECTED'],
    [{ kind: 'restrictedCountry' }, 'NOT_ALLOWED'],
  ])('%j is %s', (review, status) => {
    expect(statusOfReview(review)).toBe(status);
  });
});
