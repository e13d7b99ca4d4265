import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import {
  isVerificationStatus,
  VERIFICATION_RESULT_STATUSES,
  VERIFICATION_STATUSES,
  VERIFICATION_STEP_KINDS,
  VERIFICATION_USER_STATES,
  type VerificationStatus,
  type VerificationUserState,
  verificationStepLabelKey,
  verificationUserState,
  verificationUserStateLabelKey,
} from './verification-enums';

const english = flattenCatalogue(en);

describe('verification enumerations', () => {
  it('match spec 001 §3', () => {
    expect(VERIFICATION_STEP_KINDS).toEqual(['PHONE', 'ADDRESS', 'IDENTITY', 'DECLARED_ADDRESS']);
    expect(VERIFICATION_STATUSES).toEqual([
      'NONE',
      'INIT',
      'RETRY',
      'REJECTED',
      'COMPLETED',
      'PROCESSING',
      'NOT_ALLOWED',
    ]);
    expect(VERIFICATION_RESULT_STATUSES).toEqual(['COMPLETED', 'REJECTED', 'NOT_ALLOWED']);
  });

  it.each([
    ['NONE', 'notVerified'],
    ['INIT', 'notVerified'],
    ['PROCESSING', 'inProgress'],
    ['COMPLETED', 'verified'],
    ['RETRY', 'failed'],
    ['REJECTED', 'failed'],
    ['NOT_ALLOWED', 'failed'],
  ] as ReadonlyArray<[VerificationStatus, VerificationUserState]>)('%s shows as %s', (status, state) => {
    expect(verificationUserState(status)).toBe(state);
  });

  it.each([
    ['verified', 'Verified'],
    ['notVerified', 'Not verified'],
    ['inProgress', 'In progress'],
    ['failed', 'Failed'],
  ] as ReadonlyArray<[VerificationUserState, string]>)('user state %s reads "%s"', (state, text) => {
    expect(english[verificationUserStateLabelKey(state)]).toBe(text);
  });

  it('every user state is reachable from some status', () => {
    const reached = new Set(VERIFICATION_STATUSES.map(verificationUserState));
    expect([...reached].sort()).toEqual([...VERIFICATION_USER_STATES].sort());
  });

  it.each(VERIFICATION_STEP_KINDS)('step %s has a label', (kind) => {
    expect(english[verificationStepLabelKey(kind)]).toBeTruthy();
  });

  it.each(['DONE', 'completed', 'FAILED', '', undefined])('%j is not a verification status', (value) => {
    expect(isVerificationStatus(value)).toBe(false);
  });
});
