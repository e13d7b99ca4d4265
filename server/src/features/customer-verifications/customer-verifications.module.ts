import {
  cancelCustomerVerification,
  confirmCustomerVerification,
  getCustomerVerification,
  getCustomerVerificationState,
  importCustomerVerification,
  initializeCustomerVerification,
  updateCustomerVerification,
} from '@ferry/shared/contracts';
import type { AppModule, ModuleContext } from '../../app/module-context';
import { defineRoute, requireMerchant } from '../../http/endpoint-route';
import { createKycProvider, isKycSandboxed } from '../../providers/kyc/sandbox-kyc-provider';
import type { CustomerPorts } from './customer-ports';
import { createCustomerVerificationsService } from './customer-verifications.service';
import { createSandboxReviewRoutes } from './sandbox-review.routes';

/**
 * Customer verification for merchants' keys (spec 001 §6; issue 16): each call behind its own
 * switch (check, initialize, import, manage, confirm) on the widget base, signed. While KYC is
 * sandboxed, a dev route plays the provider's reviews.
 */
export function createCustomerVerificationsModule(ctx: ModuleContext, ports: CustomerPorts): AppModule {
  const kyc = createKycProvider(ctx.config);
  const service = createCustomerVerificationsService({ ctx, kyc, ...ports });
  const id = (params: Record<string, string>) => params.id ?? '';
  return {
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
    ],
    extraRoutes: isKycSandboxed(ctx.config)
      ? [
          {
            path: '/api/dev/sandbox/customer-verifications',
            app: createSandboxReviewRoutes(service, ctx.nowMs),
          },
        ]
      : [],
  };
}
