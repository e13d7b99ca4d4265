import type { RouteHandle } from '../../../layout/route-handle';
import { PROFILE_PATH, VERIFICATION_PATH } from '../../../shell/paths';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  overview: { title: 'verification.title', parentPath: PROFILE_PATH },
  phone: { title: 'verification.phone.title', parentPath: VERIFICATION_PATH },
  declared: { title: 'verification.declared.title', parentPath: VERIFICATION_PATH },
  identity: { title: 'verification.provider.IDENTITY.title', parentPath: VERIFICATION_PATH },
  address: { title: 'verification.provider.ADDRESS.title', parentPath: VERIFICATION_PATH },
  // Spec 001 §2: the messenger phone verification's page title is "Verification".
  phoneMessenger: { title: 'verification.messenger.title', parentPath: VERIFICATION_PATH },
  forbidden: { title: 'verification.forbidden.title', isTitleHidden: true },
} satisfies Record<string, RouteHandle>;

/**
 * The user's own verification (spec 000 §2, 001 §2): the overview and each step under the
 * profile, and `/forbidden` for a residence Ferry does not serve, open to guests too. A step's
 * screen whose step is already verified sends the user on to the exchange (its guard).
 */
export function verificationRoutes(page: LazyPage): AreaRoutes {
  return {
    open: [
      {
        path: 'forbidden',
        lazy: page(
          () => import('./forbidden-page'),
          (module) => module.ForbiddenPage,
        ),
        handle: HANDLES.forbidden,
      },
    ],
    signedIn: [
      {
        path: 'profile/verification',
        lazy: page(
          () => import('./verification-page'),
          (module) => module.VerificationPage,
        ),
        handle: HANDLES.overview,
      },
      {
        path: 'profile/verification/phone',
        lazy: page(
          () => import('./phone-verification-page'),
          (module) => module.PhoneVerificationPage,
        ),
        handle: HANDLES.phone,
      },
      {
        path: 'profile/verification/phone/forbidden',
        lazy: page(
          () => import('./phone-verification-page'),
          (module) => module.PhoneRegionRefusedPage,
        ),
        handle: HANDLES.phone,
      },
      {
        path: 'profile/verification/personal-data',
        lazy: page(
          () => import('./declared-data-page'),
          (module) => module.DeclaredDataPage,
        ),
        handle: HANDLES.declared,
      },
      {
        path: 'profile/personal-details/identity',
        lazy: page(
          () => import('./provider-step-page'),
          (module) => module.IdentityVerificationPage,
        ),
        handle: HANDLES.identity,
      },
      {
        path: 'profile/personal-details/address',
        lazy: page(
          () => import('./provider-step-page'),
          (module) => module.AddressVerificationPage,
        ),
        handle: HANDLES.address,
      },
      {
        path: 'profile/personal-details/phone-messenger',
        lazy: page(
          () => import('./phone-messenger-page'),
          (module) => module.PhoneMessengerPage,
        ),
        handle: HANDLES.phoneMessenger,
      },
    ],
  };
}
