import { describe, expect, it } from 'vitest';
import { makeStep, makeVerification } from '../verification/verification.test-kit';
import { isJourneyPlace, journeyStepPath, nextJourneyPath, resumePath, stepsToReach } from './journey-paths';

const WITHDRAWAL = { isInBalances: true, transactionType: 'withdraw', paywayType: 'sepa', currency: 'EUR' };
const EXCHANGE = { isInBalances: false, transactionType: 'exchange' };

describe('the verification journey’s paths (spec 000 §2)', () => {
  it('names each step inside balances and outside, the declared data outside on its own route', () => {
    expect(journeyStepPath(WITHDRAWAL, 'PHONE', false)).toBe(
      '/balances/withdraw/sepa/EUR/verification/phone',
    );
    expect(journeyStepPath(WITHDRAWAL, 'PHONE', true)).toBe(
      '/balances/withdraw/sepa/EUR/verification/phone-messenger',
    );
    expect(
      journeyStepPath({ isInBalances: true, transactionType: 'convert' }, 'DECLARED_ADDRESS', false),
    ).toBe('/balances/convert/verification/personal-data');
    expect(journeyStepPath(EXCHANGE, 'IDENTITY', false)).toBe('/exchange/verification/identity');
    expect(journeyStepPath(EXCHANGE, 'DECLARED_ADDRESS', false)).toBe('/exchange/declarative-personal-data');
  });

  it('walks the goal level’s missing steps in order, then resumes the transaction', () => {
    const starter = makeVerification();
    expect(stepsToReach(starter, 'verified')).toEqual(['PHONE', 'DECLARED_ADDRESS', 'IDENTITY']);
    const basic = makeVerification({
      steps: [
        makeStep('PHONE', 'COMPLETED'),
        makeStep('DECLARED_ADDRESS', 'COMPLETED'),
        makeStep('IDENTITY'),
      ],
    });
    expect(nextJourneyPath(WITHDRAWAL, basic, 'verified', false)).toBe(
      '/balances/withdraw/sepa/EUR/verification/identity',
    );
    expect(nextJourneyPath(WITHDRAWAL, basic, 'basic', false)).toBe('/balances/withdraw/sepa/EUR/confirm');
    expect(stepsToReach(basic, null)).toEqual([]);
    expect(resumePath(EXCHANGE)).toBe('/exchange/confirm');
    expect(isJourneyPlace({ isInBalances: false, transactionType: 'profile' })).toBe(false);
  });
});
