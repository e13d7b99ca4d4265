import type { OwnedResourceKind } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { UserPrincipal } from '../http/principal';

export type OwnershipCheck = (id: string, principal: UserPrincipal) => Promise<boolean>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One check per kind of resource a path may name; a Record keeps the list complete. */
export function createOwnershipChecks(db: Kysely<Schema>): Record<OwnedResourceKind, OwnershipCheck> {
  return {
    profile: async (id, principal) =>
      UUID.test(id) &&
      (await db
        .selectFrom('profiles')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', principal.userId)
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
    // Transactions are named by their public id and belong to the profile the request acts for.
    transaction: async (id, principal) =>
      /^F[0-9A-Z]{12}$/.test(id) &&
      principal.profileId !== undefined &&
      (await db
        .selectFrom('transactions')
        .select('id')
        .where('external_id', '=', id)
        .where('profile_id', '=', principal.profileId)
        .executeTakeFirst()) !== undefined,
    // Saved requisites and presets belong to the profile the request acts for.
    requisite: async (id, principal) =>
      UUID.test(id) &&
      principal.profileId !== undefined &&
      (await db
        .selectFrom('requisites')
        .select('id')
        .where('id', '=', id)
        .where('profile_id', '=', principal.profileId)
        .executeTakeFirst()) !== undefined,
    preset: async (id, principal) =>
      UUID.test(id) &&
      principal.profileId !== undefined &&
      (await db
        .selectFrom('presets')
        .select('id')
        .where('id', '=', id)
        .where('profile_id', '=', principal.profileId)
        .executeTakeFirst()) !== undefined,
    // A saved card belongs to the profile the request acts for, until it is deleted.
    card: async (id, principal) =>
      UUID.test(id) &&
      principal.profileId !== undefined &&
      (await db
        .selectFrom('saved_cards')
        .select('id')
        .where('id', '=', id)
        .where('profile_id', '=', principal.profileId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    // A unified transaction's draft belongs to the profile the request acts for.
    utransaction: async (id, principal) =>
      UUID.test(id) &&
      principal.profileId !== undefined &&
      (await db
        .selectFrom('utransaction_drafts')
        .select('id')
        .where('id', '=', id)
        .where('profile_id', '=', principal.profileId)
        .executeTakeFirst()) !== undefined,
  };
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
