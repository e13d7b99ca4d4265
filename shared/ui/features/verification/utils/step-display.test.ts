import type { VerificationStepView } from '@ferry/shared/contracts';
import { describe, expect, it } from 'vitest';
import { blockReasonKey } from './block-reason';
import { countryName, countryOptions } from './country-options';
import { orderSteps, stepActionKey, stepPath } from './step-display';

const step = (overrides: Partial<VerificationStepView>): VerificationStepView => ({
  kind: 'PHONE',
  status: 'NONE',
  user_state: 'notVerified',
  reject_comment: null,
  reject_labels: [],
  can_start: true,
  updated_at: null,
  ...overrides,
});

describe('how a step is shown', () => {
  it('lists steps in the order the levels ask them', () => {
    const kinds = orderSteps([
      step({ kind: 'ADDRESS' }),
      step({ kind: 'IDENTITY' }),
      step({ kind: 'PHONE' }),
    ]);
    expect(kinds.map((one) => one.kind)).toEqual(['PHONE', 'IDENTITY', 'ADDRESS']);
  });

  it('offers one action per state: start, try again, open to read why, or none once verified', () => {
    expect(stepActionKey(step({}))).toBe('verification.step.action.start');
    expect(stepActionKey(step({ status: 'RETRY', can_start: true }))).toBe('verification.step.action.retry');
    expect(stepActionKey(step({ status: 'REJECTED', can_start: false }))).toBe(
      'verification.step.action.open',
    );
    expect(stepActionKey(step({ status: 'COMPLETED', can_start: false }))).toBeNull();
  });

  it('does the phone by shared contact inside Telegram and by SMS elsewhere', () => {
    expect(stepPath('PHONE', true)).toBe('/profile/personal-details/phone-messenger');
    expect(stepPath('PHONE', false)).toBe('/profile/verification/phone');
    expect(stepPath('IDENTITY', false)).toBe('/profile/personal-details/identity');
  });
});

describe('a hold’s reason', () => {
  const block = {
    reason_code: 'LATE_REJECTION',
    message_key: 'verification.block.reasons.COMPLIANCE_REVIEW',
  };
  it('takes the server’s key, else the code’s text, else a general line', () => {
    expect(blockReasonKey(block, () => true)).toBe('verification.block.reasons.COMPLIANCE_REVIEW');
    const onlyCode = (key: string) => key === 'verification.block.reasons.LATE_REJECTION';
    expect(blockReasonKey(block, onlyCode)).toBe('verification.block.reasons.LATE_REJECTION');
    expect(blockReasonKey(block, () => false)).toBe('verification.block.reasons.default');
  });
});

describe('countries', () => {
  it('are named in the user’s language', () => {
    expect(countryName('PL', 'uk')).toBe('Польща');
    const polish = countryOptions('pl');
    expect(polish.find((country) => country.code === 'DE')?.name).toBe('Niemcy');
    expect(polish.length).toBeGreaterThan(200);
  });
});
