import { describe, expect, it } from 'vitest';
import type { OnboardingFacts } from './onboarding-steps';
import { isOnboardingScreenDue, nextOnboardingScreen, onboardingProgress } from './onboarding-steps';

const NEW_WEB: OnboardingFacts = { statuses: {}, isMessenger: false, hasEmail: true };
const NEW_MESSENGER: OnboardingFacts = { statuses: {}, isMessenger: true, hasEmail: false };

describe('nextOnboardingScreen', () => {
  it('walks a new web user through details, residency, SMS, identity, then the card step', () => {
    expect(nextOnboardingScreen('profile-type', NEW_WEB)).toBe('details');
    expect(nextOnboardingScreen('details', NEW_WEB)).toBe('residency');
    expect(nextOnboardingScreen('residency', NEW_WEB)).toBe('phone');
    expect(nextOnboardingScreen('phone', NEW_WEB)).toBe('identity');
    expect(nextOnboardingScreen('identity', NEW_WEB)).toBe('issue');
  });

  it('takes the messenger user to the shared contact and adds the email before the card step', () => {
    expect(nextOnboardingScreen('residency', NEW_MESSENGER)).toBe('phone-messenger');
    expect(nextOnboardingScreen('phone-messenger', NEW_MESSENGER)).toBe('identity');
    expect(nextOnboardingScreen('identity', NEW_MESSENGER)).toBe('email-messenger');
    expect(nextOnboardingScreen('email-messenger', NEW_MESSENGER)).toBe('issue');
    expect(nextOnboardingScreen('identity', { ...NEW_MESSENGER, hasEmail: true })).toBe('issue');
  });

  it('skips what is done, and an identity the provider is reviewing', () => {
    const facts: OnboardingFacts = {
      ...NEW_WEB,
      statuses: { DECLARED_ADDRESS: 'COMPLETED', PHONE: 'COMPLETED', IDENTITY: 'PROCESSING' },
    };
    expect(nextOnboardingScreen('profile-type', facts)).toBe('issue');
    expect(nextOnboardingScreen('profile-type', { ...facts, statuses: { PHONE: 'COMPLETED' } })).toBe(
      'details',
    );
    expect(
      nextOnboardingScreen('profile-type', {
        ...facts,
        statuses: { DECLARED_ADDRESS: 'COMPLETED', PHONE: 'COMPLETED', IDENTITY: 'RETRY' },
      }),
    ).toBe('identity');
  });

  it('keeps a refused identity due, so its screen says so with the way to support', () => {
    expect(isOnboardingScreenDue('identity', { ...NEW_WEB, statuses: { IDENTITY: 'REJECTED' } })).toBe(true);
  });
});

describe('onboardingProgress', () => {
  it.each([
    ['profile-type', 0],
    ['details', 5],
    ['residency', 5],
    ['phone', 5],
    ['phone-messenger', 5],
    ['identity', 10],
    ['email-messenger', 10],
    ['issue', 100],
    ['forbidden', null],
  ] as const)('puts %s at %s percent (spec 000 §4)', (screen, percent) => {
    expect(onboardingProgress(screen)).toBe(percent);
  });
});
