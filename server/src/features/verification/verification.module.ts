import {
  appealVerificationBlock,
  getVerification,
  submitDeclaredPersonalData,
} from '@ferry/shared/contracts';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
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
  const routes: EndpointRoute[] = [
    defineRoute(getVerification, async (input) => {
      setAnswerHeader(input.c, 'Cache-Control', 'no-store');
      return service.get(input.profileId);
    }),
    defineRoute(submitDeclaredPersonalData, (input) => service.declare(input.profileId, input.body)),
    defineRoute(appealVerificationBlock, (input) => service.appeal(input.profileId, input.body?.message)),
  ];
  return { routes };
}
