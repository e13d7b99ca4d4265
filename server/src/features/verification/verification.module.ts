import {
  appealVerificationBlock,
  confirmPhoneVerification,
  getVerification,
  requestPhoneVerificationCode,
  submitDeclaredPersonalData,
} from '@ferry/shared/contracts';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute, type EndpointRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createPhoneVerification } from './phone-verification.service';
import { createVerificationService } from './verification.service';
import type { VerificationPorts } from './verification-ports';

/**
 * The user's own verification (spec 000 §2, 001 §3–§6): the state of each step with the level,
 * limits and next level; declared personal data; the phone by SMS; the provider's steps through
 * the KYC provider and its webhook; and the appeal against a hold. Everything is the profile's:
 * the guard proves the profile is the caller's before any of it is read.
 */
export function createVerificationModule(ctx: ModuleContext, ports: VerificationPorts): AppModule {
  const service = createVerificationService(ctx, ports);
  const phone = createPhoneVerification({ ctx, residenceRules: service.residenceRules, state: service.get });
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
    defineRoute(appealVerificationBlock, (input) => service.appeal(input.profileId, input.body?.message)),
  ];
  return { routes };
}
