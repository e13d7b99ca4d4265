import { BALANCES_PATH } from '../../../shell/paths';

/** The profile types a user can open; the spec names no business onboarding (docs/decisions.md, "Onboarding"). */
export const ONBOARDING_PROFILE_TYPES = ['personal'] as const;
export type OnboardingProfileType = (typeof ONBOARDING_PROFILE_TYPES)[number];

/** The onboarding's screens, in the order a new user meets them (spec 000 §2 "Onboarding"). */
export type OnboardingScreen =
  | 'profile-type'
  | 'details'
  | 'residency'
  | 'forbidden'
  | 'phone'
  | 'phone-messenger'
  | 'identity'
  | 'email-messenger'
  | 'issue';

/** Each screen's first path segment under /balances. */
const SEGMENT: Readonly<Record<OnboardingScreen, string>> = {
  'profile-type': 'onboarding-profile-type',
  details: 'onboarding-details',
  residency: 'onboarding-residency',
  forbidden: 'onboarding-forbidden',
  phone: 'onboarding-phone-verification',
  'phone-messenger': 'onboarding-phone-verification-messenger',
  identity: 'onboarding-identity-verification',
  'email-messenger': 'onboarding-email-verification-messenger',
  issue: 'onboarding-issue',
};

/** The screens whose route has a `:country` segment (the residence the steps are checked for). */
const CARRIES_COUNTRY: ReadonlySet<OnboardingScreen> = new Set([
  'forbidden',
  'phone',
  'phone-messenger',
  'identity',
]);

/** The literal words the optional flag segments are written with. */
export const ONBOARDED_SEGMENT = 'onboarded';
export const FORBIDDEN_SEGMENT = 'forbidden';

/** What an onboarding route's params say. */
export interface OnboardingPlace {
  type: string;
  /** ISO 3166-1 alpha-2 of the residence, upper-case; null where the route has none. */
  country: string | null;
  /** The user already holds a level above the first one (see docs/decisions.md, "Onboarding"). */
  isOnboarded: boolean;
  /** The phone's region was refused (`…/forbidden` on the phone step). */
  isForbidden: boolean;
  /** False when a segment is none of the above: the route is then no onboarding page. */
  isValid: boolean;
}

export function isOnboardingProfileType(value: string): value is OnboardingProfileType {
  return (ONBOARDING_PROFILE_TYPES as readonly string[]).includes(value);
}

const COUNTRY = /^[A-Za-z]{2}$/;

/**
 * Reads the optional segments by what they hold, not where they sit: react-router fills optional
 * params left to right, so `/onboarding-phone-verification/personal/onboarded` puts "onboarded"
 * in `:country`. A two-letter segment is the country, the two flag words are the flags.
 */
export function readOnboardingPlace(params: Readonly<Record<string, string | undefined>>): OnboardingPlace {
  const place: OnboardingPlace = {
    type: params.type ?? '',
    country: null,
    isOnboarded: false,
    isForbidden: false,
    isValid: true,
  };
  for (const segment of [params.country, params.onboarded, params.forbidden]) {
    if (segment === undefined || segment === '') continue;
    if (segment === ONBOARDED_SEGMENT && !place.isOnboarded) place.isOnboarded = true;
    else if (segment === FORBIDDEN_SEGMENT && !place.isForbidden) place.isForbidden = true;
    else if (COUNTRY.test(segment) && place.country === null) place.country = segment.toUpperCase();
    else place.isValid = false;
  }
  return place;
}

/** The path of `screen` for `place`; a refused country without a code falls back to `fallback`. */
export function onboardingPath(
  screen: OnboardingScreen,
  place: Pick<OnboardingPlace, 'type' | 'country' | 'isOnboarded'> & { isForbidden?: boolean },
): string {
  if (screen === 'profile-type') return `${BALANCES_PATH}/${SEGMENT[screen]}`;
  const segments = [SEGMENT[screen], place.type];
  if (CARRIES_COUNTRY.has(screen) && place.country) segments.push(place.country);
  if (place.isOnboarded) segments.push(ONBOARDED_SEGMENT);
  if (screen === 'phone' && place.isForbidden) segments.push(FORBIDDEN_SEGMENT);
  return `${BALANCES_PATH}/${segments.map(encodeURIComponent).join('/')}`;
}

/** The route patterns, as the route table registers them (000 §2, under /balances). */
export const ONBOARDING_ROUTE_PATTERNS: Readonly<Record<OnboardingScreen, string>> = {
  'profile-type': 'balances/onboarding-profile-type',
  details: 'balances/onboarding-details/:type/:onboarded?',
  residency: 'balances/onboarding-residency/:type/:onboarded?',
  forbidden: 'balances/onboarding-forbidden/:type/:country/:onboarded?',
  phone: 'balances/onboarding-phone-verification/:type/:country?/:onboarded?/:forbidden?',
  identity: 'balances/onboarding-identity-verification/:type/:country?/:onboarded?',
  'email-messenger': 'balances/onboarding-email-verification-messenger/:type/:onboarded?',
  'phone-messenger': 'balances/onboarding-phone-verification-messenger/:type/:country?/:onboarded?',
  issue: 'balances/onboarding-issue/:type/:onboarded?',
};
