import { describe, expect, it } from 'vitest';
import { onboardingPath, readOnboardingPlace } from './onboarding-paths';

describe('readOnboardingPlace', () => {
  it.each([
    [{ type: 'personal' }, { country: null, isOnboarded: false, isForbidden: false, isValid: true }],
    [
      { type: 'personal', country: 'pl' },
      { country: 'PL', isOnboarded: false, isForbidden: false, isValid: true },
    ],
    // react-router fills optional params left to right: the flag lands in :country.
    [
      { type: 'personal', country: 'onboarded' },
      { country: null, isOnboarded: true, isForbidden: false, isValid: true },
    ],
    [
      { type: 'personal', country: 'PL', onboarded: 'forbidden' },
      { country: 'PL', isOnboarded: false, isForbidden: true, isValid: true },
    ],
    [
      { type: 'personal', country: 'PL', onboarded: 'onboarded', forbidden: 'forbidden' },
      { country: 'PL', isOnboarded: true, isForbidden: true, isValid: true },
    ],
    [
      { type: 'personal', country: 'POL' },
      { country: null, isOnboarded: false, isForbidden: false, isValid: false },
    ],
    [
      { type: 'personal', country: 'PL', onboarded: 'DE' },
      { country: 'PL', isOnboarded: false, isForbidden: false, isValid: false },
    ],
  ])('reads %j by what each segment holds', (params, expected) => {
    expect(readOnboardingPlace(params)).toEqual({ type: 'personal', ...expected });
  });
});

describe('onboardingPath', () => {
  const place = { type: 'personal', country: 'PL', isOnboarded: true };
  it.each([
    ['profile-type', '/balances/onboarding-profile-type'],
    ['details', '/balances/onboarding-details/personal/onboarded'],
    ['residency', '/balances/onboarding-residency/personal/onboarded'],
    ['forbidden', '/balances/onboarding-forbidden/personal/PL/onboarded'],
    ['phone', '/balances/onboarding-phone-verification/personal/PL/onboarded'],
    ['phone-messenger', '/balances/onboarding-phone-verification-messenger/personal/PL/onboarded'],
    ['identity', '/balances/onboarding-identity-verification/personal/PL/onboarded'],
    ['email-messenger', '/balances/onboarding-email-verification-messenger/personal/onboarded'],
    ['issue', '/balances/onboarding-issue/personal/onboarded'],
  ] as const)('writes %s as %s', (screen, path) => {
    expect(onboardingPath(screen, place)).toBe(path);
  });

  it('adds the refused flag to the phone only, and leaves out what is not known', () => {
    const first = { type: 'personal', country: null, isOnboarded: false, isForbidden: true };
    expect(onboardingPath('phone', first)).toBe('/balances/onboarding-phone-verification/personal/forbidden');
    expect(onboardingPath('identity', first)).toBe('/balances/onboarding-identity-verification/personal');
  });

  it('reads back what it writes', () => {
    const written = onboardingPath('phone', { ...place, isForbidden: true })
      .split('/')
      .slice(3);
    const [type, country, onboarded, forbidden] = written;
    expect(readOnboardingPlace({ type, country, onboarded, forbidden })).toEqual({
      type: 'personal',
      country: 'PL',
      isOnboarded: true,
      isForbidden: true,
      isValid: true,
    });
  });
});
