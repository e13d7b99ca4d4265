import type { RouteHandle } from '../../../layout/route-handle';
import type { AreaRoutes, LazyPage } from '../../lazy-page';

const HANDLES = {
  applicant: { title: 'sandboxKyc.title', isTitleHidden: true },
} satisfies Record<string, RouteHandle>;

/** The sandbox KYC provider's page: open to guests, the access token in the link is the key to it. */
export function sandboxKycRoutes(page: LazyPage): AreaRoutes {
  return {
    open: [
      {
        path: 'sandbox-kyc/:applicantId',
        lazy: page(
          () => import('./sandbox-kyc-page'),
          (module) => module.SandboxKycPage,
        ),
        handle: HANDLES.applicant,
      },
    ],
  };
}
