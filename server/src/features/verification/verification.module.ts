import {
  appealVerificationBlock,
  confirmPhoneVerification,
  getVerification,
  PROVIDER_STEP_KINDS,
  receiveKycWebhook,
  requestPhoneVerificationCode,
  startVerificationStep,
  submitDeclaredPersonalData,
} from '@ferry/shared/contracts';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute, type EndpointRoute, requireUser } from '../../http/endpoint-route';
import { fieldError } from '../../http/field-error';
import { defineWireRoute } from '../../http/wire-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import type { KycProvider } from '../../providers/kyc/kyc-provider';
import { createKycProvider, isKycSandboxed } from '../../providers/kyc/sandbox-kyc-provider';
import { createBotSharedPhoneRoute } from './bot-shared-phone.route';
import { createKycWebhook } from './kyc-webhook.service';
import { createPhoneVerification } from './phone-verification.service';
import { createProviderSteps, type ProviderStepKind } from './provider-steps.service';
import { createSandboxApplicantPage, type SandboxApplicantPage } from './sandbox-applicant-page';
import { createSandboxVerificationRoute } from './sandbox-verification.route';
import { saveReturnPath } from './step-outcome-events';
import { createVerificationService } from './verification.service';
import type { VerificationPorts } from './verification-ports';
import { kycWebhookSecretOf } from './webhook-secret';

function providerStepOf(kind: string | undefined): ProviderStepKind {
  if ((PROVIDER_STEP_KINDS as readonly string[]).includes(kind ?? '')) return kind as ProviderStepKind;
  // A kind the provider does not check is a bad request, not a missing thing of the profile's.
  throw fieldError('kind', 'validation.invalid', { reason: 'unknown_step_kind' });
}

export interface VerificationModule extends AppModule {
  /** The sandbox provider's page for users' applicants, while KYC is sandboxed. */
  sandboxPage: SandboxApplicantPage | undefined;
}

/**
 * The user's own verification (spec 000 §2, 001 §3–§6): the state of each step with the level,
 * limits and next level; declared personal data; the phone by SMS; the provider's steps through
 * the KYC provider and its webhook; and the appeal against a hold. Everything is the profile's:
 * the guard proves the profile is the caller's before any of it is read.
 */
export function createVerificationModule(
  ctx: ModuleContext,
  ports: VerificationPorts,
  /** Tests that play a live provider (the local Sumsub) hand its adapter and webhook secret. */
  provider: { kyc?: KycProvider; webhookSecret?: string } = {},
): VerificationModule {
  const service = createVerificationService(ctx, ports);
  const phone = createPhoneVerification({ ctx, residenceRules: service.residenceRules, state: service.get });
  const kyc = provider.kyc ?? createKycProvider(ctx.config);
  const steps = createProviderSteps({ ctx, kyc, residenceRules: service.residenceRules });
  const secret = provider.webhookSecret ?? kycWebhookSecretOf(ctx.config);
  const webhook = createKycWebhook({
    ctx,
    kyc,
    identities: ports.identities,
    ...(ports.otherApplicants ? { otherApplicants: ports.otherApplicants } : {}),
    secret,
  });
  const sandboxPage =
    isKycSandboxed(ctx.config) && kyc.name === 'sandbox-kyc' && secret !== undefined
      ? createSandboxApplicantPage({ ctx, kyc, webhook, secret })
      : undefined;
  const routes: EndpointRoute[] = [
    defineRoute(getVerification, async (input) => {
      setAnswerHeader(input.c, 'Cache-Control', 'no-store');
      return service.get(input.profileId);
    }),
    defineRoute(submitDeclaredPersonalData, (input) => service.declare(input.profileId, input.body)),
    defineRoute(requestPhoneVerificationCode, (input) =>
      phone.requestCode(requireUser(input).userId, input.profileId, input.body.phone),
    ),
    defineRoute(confirmPhoneVerification, (input) =>
      phone.confirm(requireUser(input).userId, input.profileId, input.body.phone, input.body.code),
    ),
    defineRoute(startVerificationStep, async (input) => {
      setAnswerHeader(input.c, 'Cache-Control', 'no-store');
      const kind = providerStepOf(input.params.kind);
      const access = await steps.start(input.profileId, kind);
      await saveReturnPath(ctx.db, input.profileId, kind, input.body?.return_path, new Date(ctx.nowMs()));
      return access;
    }),
    createBotSharedPhoneRoute(ctx, phone.verifyFromMessenger),
    defineRoute(appealVerificationBlock, (input) => service.appeal(input.profileId, input.body?.message)),
    defineWireRoute(receiveKycWebhook, async ({ params, text, c }) => {
      const outcome = await webhook.receive(params.provider ?? '', text ?? '', {
        digest: c.req.header('X-Payload-Digest'),
        alg: c.req.header('X-Payload-Digest-Alg'),
      });
      return c.json({ ok: true, outcome }, 200);
    }),
  ];
  const sandboxRoute = createSandboxVerificationRoute({
    ctx,
    identities: ports.identities,
    state: service.get,
  });
  if (sandboxRoute) routes.push(sandboxRoute);
  return { routes, sandboxPage };
}
