import {
  cancelCustomerVerification,
  confirmCustomerVerification,
  getCustomerVerification,
  getCustomerVerificationState,
  importCustomerVerification,
  initializeCustomerVerification,
  openSandboxKycApplicant,
  reviewSandboxKycApplicant,
  submitSandboxKycApplicant,
  updateCustomerVerification,
} from '@ferry/shared/contracts';
import { defineRoute, requireMerchant } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createKycProvider, isKycSandboxed } from '../../providers/kyc/sandbox-kyc-provider';
import type { CustomerPorts } from './customer-ports';
import { createCustomerVerificationsService } from './customer-verifications.service';
import { createProviderWebhookReviews, type ProviderWebhookReviews } from './provider-webhook-reviews';
import { createSandboxApplicantService } from './sandbox-applicant.service';
import { createSandboxReviewRoute } from './sandbox-review.routes';

/**
 * Customer verification for merchants' keys (spec 001 §6): each call behind its own
 * switch (check, initialize, import, manage, confirm) on the widget base, signed. While KYC is
 * sandboxed, a dev route plays the provider's reviews, and the sandbox provider's page (the URL
 * the customer is sent to) is served by the web app over three calls opened by the access token.
 * A live provider's reviews come through the one KYC webhook path, which hands them over here.
 */
export interface CustomerVerificationsModule extends AppModule {
  /** The KYC webhook's reviews of customers' applicants, handed over by the verification feature. */
  applicantReviews: ProviderWebhookReviews;
}

export function createCustomerVerificationsModule(
  ctx: ModuleContext,
  ports: CustomerPorts,
): CustomerVerificationsModule {
  const kyc = createKycProvider(ctx.config);
  const service = createCustomerVerificationsService({ ctx, kyc, ...ports });
  const id = (params: Record<string, string>) => params.id ?? '';
  const isSandboxed = isKycSandboxed(ctx.config);
  const applicants = createSandboxApplicantService(service, kyc.name, ctx.nowMs);
  const applicantId = (params: Record<string, string>) => params.applicantId ?? '';
  // A user's own step is the verification feature's applicant; anything else is a customer's.
  const pageOf = async (id: string) => {
    for (const page of ports.sandboxPages ?? []) if (await page.has(id)) return page;
    return applicants;
  };
  // The sandbox provider's own page for the customer; a live provider hosts its page itself.
  const sandboxPageRoutes = isSandboxed
    ? [
        defineRoute(openSandboxKycApplicant, async (input) => {
          const id = applicantId(input.params);
          return (await pageOf(id)).view(id, input.body);
        }),
        defineRoute(submitSandboxKycApplicant, async (input) => {
          const id = applicantId(input.params);
          return (await pageOf(id)).submit(id, input.body);
        }),
        defineRoute(reviewSandboxKycApplicant, async (input) => {
          const id = applicantId(input.params);
          return (await pageOf(id)).review(id, input.body);
        }),
      ]
    : [];
  const applicantReviews = createProviderWebhookReviews({
    service,
    kyc,
    alpha2Of: ports.alpha2Of ?? (() => null),
    nowMs: ctx.nowMs,
  });
  return {
    applicantReviews,
    routes: [
      defineRoute(getCustomerVerificationState, (input) =>
        service.check(requireMerchant(input), input.params.externalCustomerId ?? ''),
      ),
      defineRoute(getCustomerVerification, (input) => service.get(requireMerchant(input), id(input.params))),
      defineRoute(initializeCustomerVerification, (input) =>
        service.initialize(requireMerchant(input), input.body),
      ),
      defineRoute(importCustomerVerification, (input) =>
        service.importResult(requireMerchant(input), input.body),
      ),
      defineRoute(updateCustomerVerification, (input) =>
        service.changeLevel(requireMerchant(input), id(input.params), input.body.level),
      ),
      defineRoute(cancelCustomerVerification, (input) =>
        service.cancel(requireMerchant(input), id(input.params)),
      ),
      defineRoute(confirmCustomerVerification, (input) =>
        service.confirm(requireMerchant(input), id(input.params)),
      ),
      ...sandboxPageRoutes,
      ...(isSandboxed ? [createSandboxReviewRoute(service, ctx.nowMs)] : []),
    ],
  };
}
