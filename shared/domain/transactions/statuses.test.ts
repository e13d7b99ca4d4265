import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import {
  isInFlight,
  isStepStatus,
  isTransactionStatus,
  STEP_STATUSES,
  statusDisplayKind,
  statusLabelKey,
  stepStatusIcon,
  stepStatusLabelKey,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from './statuses';

const english = flattenCatalogue(en);

// Spec 000 §4, the status table, plus whether the status is polled.
const TABLE: ReadonlyArray<[TransactionStatus, string, string, boolean]> = [
  ['DONE', 'success', 'completed', false],
  ['NEW', 'progress', 'in progress', true],
  ['WAIT', 'progress', 'in progress', false],
  ['PROCESSING', 'progress', 'in progress', true],
  ['FAIL', 'error', 'failed', false],
  ['REJECT', 'error', 'failed', false],
  ['EXPIRED', 'error', 'failed', false],
  ['CANCELLED', 'error', 'cancelled', false],
  ['RESOLVED', 'resolved', 'resolved', false],
  ['ACTION_REQUIRED', 'need-action', 'need your action', false],
  ['MANUAL', 'need-action', 'need your action', false],
];

describe('transaction statuses', () => {
  it('are the eleven of the spec', () => {
    expect(TRANSACTION_STATUSES).toHaveLength(11);
    expect(TABLE.map(([status]) => status).sort()).toEqual([...TRANSACTION_STATUSES].sort());
  });

  it.each(TABLE)('%s shows as %s, labelled "%s", in flight: %s', (status, kind, label, inFlight) => {
    expect(statusDisplayKind(status)).toBe(kind);
    expect(english[statusLabelKey(status)]?.toLowerCase()).toBe(label);
    expect(isInFlight(status)).toBe(inFlight);
  });

  it.each(['done', 'FAILED', 'SUCCESS', '', 'toString', null, 3])(
    '%j is not a transaction status',
    (value) => {
      expect(isTransactionStatus(value)).toBe(false);
    },
  );
});

describe('step statuses', () => {
  it.each([
    ['NEW', null],
    ['WAIT', null],
    ['FAILED', 'cross'],
    ['DONE', 'check'],
  ] as const)('%s shows icon %s', (status, icon) => {
    expect(stepStatusIcon(status)).toBe(icon);
  });

  it('are NEW, WAIT, FAILED, DONE', () => {
    expect(STEP_STATUSES).toEqual(['NEW', 'WAIT', 'FAILED', 'DONE']);
  });

  it.each(STEP_STATUSES)('%s has a label', (status) => {
    expect(english[stepStatusLabelKey(status)]).toBeTruthy();
  });

  it.each(['FAIL', 'PROCESSING', 'done', ''])('%j is not a step status', (value) => {
    expect(isStepStatus(value)).toBe(false);
  });
});
