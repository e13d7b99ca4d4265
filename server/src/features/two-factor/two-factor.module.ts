import {
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactor,
  setupTwoFactor,
  updateTwoFactorScopes,
} from '@ferry/shared/contracts';
import { createAnnouncedCache, GUARD_CACHE_MS } from '../../auth/announced-cache';
import type { TwoFactorGate } from '../../auth/two-factor-gate';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createTwoFactorRepo } from './two-factor.repo';

/** Announced whenever a user's second factor or its scopes change (announced-cache.ts). */
export const TWO_FACTOR_CHANGED_TOPIC = 'two-factor.changed';

import { createTwoFactorService } from './two-factor.service';

/**
 * `2fa` calls: enabling, and disabling per scope (sign-in, transfers, card details) (spec 001 §1,
 * §4); and the gate the route guard and sign-in ask for codes.
 */
export function createTwoFactorModule(ctx: ModuleContext): AppModule & { twoFactorGate: TwoFactorGate } {
  const service = createTwoFactorService({
    repo: createTwoFactorRepo(ctx.db, ctx.nowMs),
    users: ctx.users,
    sealing: ctx.sealing,
    rateLimiter: ctx.rateLimiter,
    nowMs: ctx.nowMs,
    scopesOn: createAnnouncedCache({
      bus: ctx.bus,
      topic: TWO_FACTOR_CHANGED_TOPIC,
      ttlMs: GUARD_CACHE_MS,
      nowMs: ctx.nowMs,
    }),
  });
  return {
    routes: [
      defineRoute(getTwoFactor, (input) => service.status(requireUser(input).userId)),
      defineRoute(setupTwoFactor, (input) => service.setup(requireUser(input).userId)),
      defineRoute(enableTwoFactor, (input) => service.enable(requireUser(input).userId, input.body.code)),
      defineRoute(updateTwoFactorScopes, (input) =>
        service.updateScopes(requireUser(input).userId, input.body.code, input.body.scopes),
      ),
      defineRoute(disableTwoFactor, (input) => service.disable(requireUser(input).userId, input.body.code)),
    ],
    twoFactorGate: service.gate,
  };
}
