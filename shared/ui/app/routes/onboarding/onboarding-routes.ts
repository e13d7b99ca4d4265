import type { RouteObject } from 'react-router';
import {
  ONBOARDING_ROUTE_PATTERNS,
  type OnboardingScreen,
} from '../../../features/onboarding/utils/onboarding-paths';
import type { RouteHandle } from '../../../layout/route-handle';
import { BALANCES_PATH } from '../../../shell/paths';
import type { LazyPage } from '../../lazy-page';

const TITLES = {
  'profile-type': 'onboarding.titles.profileType',
  details: 'onboarding.titles.details',
  residency: 'onboarding.titles.residency',
  forbidden: 'onboarding.titles.forbidden',
  phone: 'onboarding.titles.phone',
  'phone-messenger': 'onboarding.titles.phoneMessenger',
  identity: 'onboarding.titles.identity',
  'email-messenger': 'onboarding.titles.emailMessenger',
  issue: 'onboarding.titles.issue',
} as const satisfies Record<OnboardingScreen, RouteHandle['title']>;

/**
 * The onboarding's nine routes under /balances (spec 000 §2): a new user walks them to reach the
 * level the card asks for. Each begins with a static segment, so they outrank
 * `/balances/:currency` and `/balances/:transactionType/:externalId`.
 */
export function onboardingRoutes(page: LazyPage): RouteObject[] {
  const entry = () => import('./onboarding-entry-pages');
  const verify = () => import('./onboarding-verify-pages');
  const pages: Record<OnboardingScreen, RouteObject['lazy']> = {
    'profile-type': page(entry, (module) => module.OnboardingProfileTypePage),
    details: page(entry, (module) => module.OnboardingDetailsPage),
    residency: page(entry, (module) => module.OnboardingResidencyPage),
    forbidden: page(entry, (module) => module.OnboardingForbiddenPage),
    phone: page(verify, (module) => module.OnboardingPhonePage),
    'phone-messenger': page(verify, (module) => module.OnboardingPhoneMessengerPage),
    identity: page(verify, (module) => module.OnboardingIdentityPage),
    'email-messenger': page(verify, (module) => module.OnboardingEmailPage),
    issue: page(
      () => import('./onboarding-issue-page'),
      (module) => module.OnboardingIssuePage,
    ),
  };
  return (Object.keys(TITLES) as OnboardingScreen[]).map((screen) => ({
    path: ONBOARDING_ROUTE_PATTERNS[screen],
    lazy: pages[screen],
    handle: {
      title: TITLES[screen],
      parentPath: BALANCES_PATH,
      // The refused country's panel and the last step draw their own main heading.
      ...(screen === 'forbidden' || screen === 'issue' ? { isTitleHidden: true } : {}),
    } satisfies RouteHandle,
  }));
}
