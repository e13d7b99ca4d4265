import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../../layout/route-handle';
import { BALANCES_PATH, EXCHANGE_PATH } from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const TITLES = {
  phone: 'verification.phone.title',
  'phone/forbidden': 'verification.phone.title',
  'phone-messenger': 'verification.messenger.title',
  'personal-data': 'verification.declared.title',
  identity: 'verification.provider.IDENTITY.title',
  address: 'verification.provider.ADDRESS.title',
} as const satisfies Record<string, RouteHandle['title']>;

type Screen = keyof typeof TITLES;

/** Inside balances (spec 000 §2 "Transaction verification inside balances"). */
const IN_BALANCES_PREFIX = 'balances/:transactionType/:paywayType?/:currency?/verification';
/** Outside balances ("The same steps outside balances"). */
const OUTSIDE_PREFIX = ':transactionType/verification';

/**
 * The verification steps a transaction sends the user through, then back to the same transaction
 * (its draft waits): the step screens of the verification feature inside and outside balances.
 */
export function verificationJourneyRoutes(page: LazyPage): AreaRoutes {
  const pages: Record<Screen, RouteObject['lazy']> = {
    phone: page(
      () => import('./journey-pages'),
      (module) => module.JourneyPhonePage,
    ),
    'phone/forbidden': page(
      () => import('./journey-pages'),
      (module) => module.JourneyPhoneRefusedPage,
    ),
    'phone-messenger': page(
      () => import('./journey-pages'),
      (module) => module.JourneyPhoneMessengerPage,
    ),
    'personal-data': page(
      () => import('./journey-pages'),
      (module) => module.JourneyDeclaredDataPage,
    ),
    identity: page(
      () => import('./journey-pages'),
      (module) => module.JourneyIdentityPage,
    ),
    address: page(
      () => import('./journey-pages'),
      (module) => module.JourneyAddressPage,
    ),
  };
  const screens = Object.keys(TITLES) as Screen[];
  const inBalances = screens.map((screen) => ({
    path: `${IN_BALANCES_PREFIX}/${screen}`,
    lazy: pages[screen],
    handle: { title: TITLES[screen], parentPath: BALANCES_PATH } satisfies RouteHandle,
  }));
  // Outside balances the declared data sits at `/:transactionType/declarative-personal-data`.
  const outside = screens.map((screen) => ({
    path:
      screen === 'personal-data'
        ? ':transactionType/declarative-personal-data'
        : `${OUTSIDE_PREFIX}/${screen}`,
    lazy: pages[screen],
    handle: { title: TITLES[screen], parentPath: EXCHANGE_PATH } satisfies RouteHandle,
  }));
  return { signedIn: [...inBalances, ...outside] };
}
