import { describe, expect, it } from 'vitest';
import { progressSteps, type StepSubject } from './payin-steps';
import { routeTransactionType } from './route-transaction-type';

const base: StepSubject = {
  type: 'PAYIN',
  status: 'WAIT',
  payway: 'sepa',
  network: null,
  paid_amount: null,
  hash: null,
};
const statuses = (subject: Partial<StepSubject>) =>
  progressSteps({ ...base, ...subject }).map((step) => step.status);

describe('payin progress steps (spec 000 §4 messages as a step view)', () => {
  it.each([
    [{ status: 'WAIT' }, ['WAIT', 'NEW', 'NEW']],
    [{ status: 'PROCESSING' }, ['DONE', 'DONE', 'WAIT']],
    [{ status: 'DONE' }, ['DONE', 'DONE', 'DONE']],
    [{ status: 'EXPIRED' }, ['FAILED', 'NEW', 'NEW']],
    [{ status: 'ACTION_REQUIRED', paid_amount: '1' }, ['DONE', 'DONE', 'FAILED']],
    [{ status: 'NEW', network: 'TRC20' }, ['WAIT', 'NEW', 'NEW', 'NEW']],
    [{ status: 'PROCESSING', network: 'TRC20' }, ['DONE', 'DONE', 'WAIT', 'NEW']],
    [{ status: 'RESOLVED', network: 'TRC20' }, ['DONE', 'DONE', 'DONE', 'DONE']],
    [{ type: 'CONVERT_PAYOUT', status: 'PROCESSING' }, ['DONE', 'WAIT', 'NEW']],
    [{ type: 'CONVERT_PAYOUT', status: 'ACTION_REQUIRED' }, ['DONE', 'FAILED', 'NEW']],
    // Ended in error, the order converted nothing: the conversion is where it stopped, never done.
    [{ type: 'CONVERT_PAYOUT', status: 'FAIL' }, ['FAILED', 'NEW', 'NEW']],
    [{ type: 'UCONVERT_PAYOUT', status: 'REJECT', payway: 'card' }, ['FAILED', 'NEW', 'NEW']],
    [{ type: 'CONVERT_PAYOUT', status: 'EXPIRED' }, ['FAILED', 'NEW', 'NEW']],
    [{ type: 'CONVERT_PAYOUT', status: 'CANCELLED' }, ['FAILED', 'NEW', 'NEW']],
    [{ type: 'CONVERT_PAYOUT', status: 'FAIL', paid_amount: '1', hash: '0xabc' }, ['FAILED', 'NEW', 'NEW']],
    [{ type: 'PAYOUT', status: 'FAIL' }, ['FAILED', 'NEW']],
    // Money that arrived before a deposit was rejected did arrive: those steps stay done.
    [{ status: 'REJECT', paid_amount: '1' }, ['DONE', 'DONE', 'FAILED']],
    [{ type: 'CONVERT', status: 'DONE' }, []],
  ] as const)('%o → %o', (subject, expected) => {
    expect(statuses(subject)).toEqual(expected);
  });

  it('crypto steps are the spec messages in order', () => {
    expect(progressSteps({ ...base, network: 'TRC20' }).map((step) => step.key)).toEqual([
      'domain.payinProgress.waitingForTransfer',
      'domain.payinProgress.transferSeen',
      'domain.payinProgress.waitingForConfirmations',
      'domain.payinProgress.confirmedInNetwork',
    ]);
  });
});

describe('a crypto deposit’s confirmations', () => {
  const arriving = {
    ...base,
    status: 'PROCESSING',
    network: 'TRC20',
    hash: '0xabc',
    requisite: { kind: 'address', value: 'T…', confirmations: 7, required_confirmations: 19 },
  } as const;

  it('shows the count on the step that waits for them', () => {
    const steps = progressSteps(arriving);
    expect(steps.map((step) => step.detail ?? null)).toEqual([
      null,
      null,
      { key: 'transactions.steps.confirmations', params: { count: 7, required: 19 } },
      null,
    ]);
  });

  it('shows nothing once done, without the API’s figures, or for money that is not crypto', () => {
    expect(progressSteps({ ...arriving, status: 'DONE' }).some((step) => step.detail)).toBe(false);
    expect(progressSteps({ ...arriving, requisite: { kind: 'address' } }).some((step) => step.detail)).toBe(
      false,
    );
    expect(progressSteps({ ...arriving, network: null }).some((step) => step.detail)).toBe(false);
  });
});

describe('the :transactionType segment', () => {
  it.each([
    ['PAYIN', 'PAYIN'],
    ['payin', 'PAYIN'],
    ['Convert_Payout', 'CONVERT_PAYOUT'],
    ['profile', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (segment, type) => {
    expect(routeTransactionType(segment)).toBe(type);
  });
});
