import type { ApiEvents } from '@ferry/shared/api';
import { Navigate, type RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import type { RouteHandle } from '../layout/route-handle';
import {
  API_MANAGEMENT_PATH,
  EXCHANGE_PATH,
  PERSONAL_DETAILS_PATH,
  PROFILE_PATH,
  TWO_FACTOR_PATH,
} from '../shell/paths';
import { GuestOnly } from './guards/guest-only';
import { RequireSignedIn } from './guards/require-signed-in';
import { SessionBoundary } from './guards/session-boundary';
import { type AreaRoutes, lazyPages } from './lazy-page';
import { balancesRoutes } from './routes/balances/balances-routes';
import { chatPayRoutes } from './routes/chat-pay/chat-pay-routes';
import { depositRoutes } from './routes/deposit/deposit-routes';
import { exchangeRoutes } from './routes/exchange/exchange-routes';
import { farmRoutes } from './routes/farm/farm-routes';
import { frensRoutes } from './routes/frens/frens-routes';
import { NotFoundPage } from './routes/not-found-page';
import { payFrameRoutes } from './routes/pay-frame/pay-frame-routes';
import { presetsRoutes } from './routes/presets/presets-routes';
import { RouteError } from './routes/route-error';
import { sandboxKycRoutes } from './routes/sandbox-kyc/sandbox-kyc-routes';
import { shellRoutes } from './routes/shell/shell-routes';
import { transactionsRoutes } from './routes/transactions/transactions-routes';
import { verificationRoutes } from './routes/verification/verification-routes';
import { verificationJourneyRoutes } from './routes/verification-journey/journey-routes';
import { walletMoneyRoutes } from './routes/web3-wallet/wallet-money-routes';
import { web3WalletRoutes } from './routes/web3-wallet/web3-wallet-routes';
import { withdrawRoutes } from './routes/withdraw/withdraw-routes';

const HANDLES = {
  notFound: { title: 'common.notFound.title', isTitleHidden: true },
  authentication: { title: 'auth.title', parentPath: EXCHANGE_PATH },
  intro: { title: 'auth.intro.title', isTitleHidden: true },
  blocked: { title: 'auth.blocked.title', isTitleHidden: true },
  terms: { title: 'auth.terms.title' },
  sessionExpired: { title: 'auth.sessionExpired.title', isTitleHidden: true },
  profile: { title: 'profile.title', parentPath: EXCHANGE_PATH },
  personalDetails: { title: 'profile.personalDetails.title', parentPath: PROFILE_PATH },
  emailEdit: { title: 'profile.emailEdit.title', parentPath: PERSONAL_DETAILS_PATH },
  phoneEdit: { title: 'profile.phoneEdit.title', parentPath: PERSONAL_DETAILS_PATH },
  twoFactor: { title: 'profile.twoFactor.title', parentPath: PROFILE_PATH },
  twoFactorCode: { title: 'profile.twoFactor.codeTitle', parentPath: TWO_FACTOR_PATH },
  apiManagement: { title: 'profile.apiKeys.title', parentPath: PROFILE_PATH },
  apiKeyWebhooks: { title: 'webhooks.title', parentPath: API_MANAGEMENT_PATH },
} satisfies Record<string, RouteHandle>;

/**
 * The route table both shells mount under their mode's basename. `/exchange` is the default
 * landing (spec 000 §2), declared with its picker in the exchange area's routes. `/cabinet` has no screen
 * yet and leads to the exchange. Sign-in screens send a logged-in user on; `/profile/**` needs one.
 */
export function createFerryRoutes(events?: ApiEvents): RouteObject[] {
  const page = lazyPages(events);
  const areas: AreaRoutes[] = [
    exchangeRoutes(page),
    farmRoutes(page),
    frensRoutes(page),
    balancesRoutes(page),
    depositRoutes(page),
    withdrawRoutes(page),
    transactionsRoutes(page),
    presetsRoutes(page),
    shellRoutes(page),
    web3WalletRoutes(page),
    walletMoneyRoutes(page),
    payFrameRoutes(page),
    sandboxKycRoutes(page),
    verificationRoutes(page),
    verificationJourneyRoutes(page),
    chatPayRoutes(page),
  ];
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          element: <SessionBoundary />,
          children: [
            { index: true, element: <Navigate to={EXCHANGE_PATH} replace /> },
            { path: 'cabinet', element: <Navigate to={EXCHANGE_PATH} replace /> },
            ...areas.flatMap((area) => area.open ?? []),
            {
              element: <GuestOnly />,
              children: [
                {
                  path: 'authentication',
                  lazy: page(
                    () => import('./routes/auth/authentication-page'),
                    (module) => module.AuthenticationPage,
                  ),
                  handle: HANDLES.authentication,
                },
                {
                  path: 'authentication/intro',
                  lazy: page(
                    () => import('./routes/auth/intro-page'),
                    (module) => module.IntroPage,
                  ),
                  handle: HANDLES.intro,
                },
              ],
            },
            {
              path: 'authentication/blocked',
              lazy: page(
                () => import('./routes/auth/blocked-page'),
                (module) => module.BlockedPage,
              ),
              handle: HANDLES.blocked,
            },
            {
              path: 'confirm-terms',
              lazy: page(
                () => import('./routes/auth/confirm-terms-page'),
                (module) => module.ConfirmTermsPage,
              ),
              handle: HANDLES.terms,
            },
            {
              path: 'session-expired',
              lazy: page(
                () => import('./routes/auth/session-expired-page'),
                (module) => module.SessionExpiredPage,
              ),
              handle: HANDLES.sessionExpired,
            },
            {
              element: <RequireSignedIn />,
              children: [
                {
                  path: 'profile',
                  lazy: page(
                    () => import('./routes/profile/profile-page'),
                    (module) => module.ProfilePage,
                  ),
                  handle: HANDLES.profile,
                },
                {
                  path: 'profile/personal-details',
                  lazy: page(
                    () => import('./routes/profile/personal-details-page'),
                    (module) => module.PersonalDetailsPage,
                  ),
                  handle: HANDLES.personalDetails,
                },
                {
                  path: 'profile/personal-details/email-edit',
                  lazy: page(
                    () => import('./routes/profile/email-edit-page'),
                    (module) => module.EmailEditPage,
                  ),
                  handle: HANDLES.emailEdit,
                },
                {
                  path: 'profile/personal-details/phone-edit',
                  lazy: page(
                    () => import('./routes/profile/phone-edit-page'),
                    (module) => module.PhoneEditPage,
                  ),
                  handle: HANDLES.phoneEdit,
                },
                {
                  path: 'profile/two-factor-authentication',
                  lazy: page(
                    () => import('./routes/profile/two-factor-page'),
                    (module) => module.TwoFactorPage,
                  ),
                  handle: HANDLES.twoFactor,
                },
                {
                  path: 'profile/two-factor-authentication/code',
                  lazy: page(
                    () => import('./routes/profile/two-factor-code-page'),
                    (module) => module.TwoFactorCodePage,
                  ),
                  handle: HANDLES.twoFactorCode,
                },
                {
                  path: 'profile/api-management',
                  lazy: page(
                    () => import('./routes/profile/api-management-page'),
                    (module) => module.ApiManagementPage,
                  ),
                  handle: HANDLES.apiManagement,
                },
                {
                  path: 'profile/api-management/:apiKeyId/webhooks',
                  lazy: page(
                    () => import('./routes/profile/api-key-webhooks-page'),
                    (module) => module.ApiKeyWebhooksPage,
                  ),
                  handle: HANDLES.apiKeyWebhooks,
                },
                ...areas.flatMap((area) => area.signedIn ?? []),
              ],
            },
            { path: '*', element: <NotFoundPage />, handle: HANDLES.notFound },
          ],
        },
      ],
    },
  ];
}
