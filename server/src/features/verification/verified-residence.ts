import { createAnnouncedCache, GUARD_CACHE_MS } from '../../auth/announced-cache';
import type { Bus } from '../../bus/bus';
import type { ModuleContext } from '../../module-context/module-context';
import { verificationRepo } from './verification.repo';
import { residenceCountryOf } from './verification-view';

/** Announced when a profile's declared or document person changes (after the change commits). */
export const RESIDENCE_CHANGED_TOPIC = 'verification.residence-changed';

/** Tells every instance's guard that a profile's residence may have changed. */
export function announceResidenceChange(bus: Bus, profileId: string): Promise<void> {
  return bus.publish(RESIDENCE_CHANGED_TOPIC, { key: profileId });
}

/**
 * The guard's port for the residence the rules apply to (auth/rule-residence.ts): the country the
 * provider read from the profile's document, else the one the user declared, else null. The guard
 * asks on every call, so the answer is kept two seconds like a session's state, and every write of
 * a person announces itself (`announceResidenceChange`): a declaration or a webhook counts from the
 * next request on, in every instance.
 */
export function createVerifiedResidence(ctx: Pick<ModuleContext, 'db' | 'bus' | 'nowMs'>) {
  const cache = createAnnouncedCache<string | null>({
    bus: ctx.bus,
    topic: RESIDENCE_CHANGED_TOPIC,
    ttlMs: GUARD_CACHE_MS,
    nowMs: ctx.nowMs,
  });
  return (profileId: string): Promise<string | null> =>
    cache.get(profileId, async () =>
      residenceCountryOf(await verificationRepo.listPersons(ctx.db, profileId)),
    );
}
