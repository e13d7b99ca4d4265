import type { OwnedResourceKind } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { UserPrincipal } from '../http/principal';

export type OwnershipCheck = (id: string, principal: UserPrincipal) => Promise<boolean>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a feature's row (a saved requisite, a card, …) belongs to the profile; its feature answers. */
export type ProfileRowCheck = (id: string, profileId: string) => Promise<boolean>;

/** The resources whose tables features own: the composition root passes each feature's check. */
export type FeatureOwnedKind = Extract<
  OwnedResourceKind,
  'requisite' | 'preset' | 'card' | 'utransaction' | 'paymentCard'
>;

/** A feature's row named by a UUID, checked against the profile the request acts for. */
function ofActingProfile(check: ProfileRowCheck): OwnershipCheck {
  return async (id, principal) =>
    UUID.test(id) && principal.profileId !== undefined && (await check(id, principal.profileId));
}

/**
 * The own profiles of the payment cards issued from a profile: a card's transactions move on its
 * profile, and they are the issuing profile's to read (the payment-cards feature answers).
 */
export type CardProfilesOf = (profileId: string) => Promise<string[]>;

/** One check per kind of resource a path may name; a Record keeps the list complete. */
export function createOwnershipChecks(
  db: Kysely<Schema>,
  featureRows: Record<FeatureOwnedKind, ProfileRowCheck>,
  cardProfilesOf: CardProfilesOf = async () => [],
): Record<OwnedResourceKind, OwnershipCheck> {
  return {
    // A payment card's own profile is never one the user acts for: only the card's code moves it.
    profile: async (id, principal) =>
      UUID.test(id) &&
      (await db
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', principal.userId)
        .where('kind', '<>', 'card')
        .executeTakeFirst()) !== undefined,
    // A key belongs to the profile the request acts for, which the guard already tied to the user.
    apiKey: async (id, principal) =>
      UUID.test(id) &&
      principal.profileId !== undefined &&
      (await db
        .selectFrom('api_keys')
        .select('id')
        .where('id', '=', id)
        .where('profile_id', '=', principal.profileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    // Transactions are named by their public id and belong to the profile the request acts for,
    // or to one of the payment cards issued from it (a card's spend is its owner's to see).
    transaction: async (id, principal) => {
      if (!/^F[0-9A-Z]{12}$/.test(id) || principal.profileId === undefined) return false;
      const profiles = [principal.profileId, ...(await cardProfilesOf(principal.profileId))];
      return (
        (await db
          .selectFrom('transactions')
          .select('id')
          .where('external_id', '=', id)
          .where('profile_id', 'in', profiles)
          .executeTakeFirst()) !== undefined
      );
    },
    // Saved requisites, presets, cards and unified drafts belong to the profile the request acts
    // for; the feature that owns each table answers (features/*/profile-row-checks.ts).
    requisite: ofActingProfile(featureRows.requisite),
    preset: ofActingProfile(featureRows.preset),
    card: ofActingProfile(featureRows.card),
    utransaction: ofActingProfile(featureRows.utransaction),
    paymentCard: ofActingProfile(featureRows.paymentCard),
  };
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
