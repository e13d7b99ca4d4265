import type { Kysely, Selectable } from 'kysely';
import type { Schema, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  email?: string | null;
  isEmailVerified?: boolean;
  tgId?: bigint | null;
  googleSub?: string | null;
  appleSub?: string | null;
  language?: UserRow['language'];
  residenceCountry?: string | null;
  utm?: {
    source?: string | undefined;
    medium?: string | undefined;
    campaign?: string | undefined;
    term?: string | undefined;
  };
  referrerTgId?: bigint | null;
  promocode?: string | null;
  /** The name Telegram shows for the user (init data's first and last name). */
  tgName?: string | null;
}

/**
 * The profiles a user acts as. A payment card's own profile (kind 'card') holds the card's balance
 * and only the card's code moves its money, so it is never listed nor looked up here.
 */
type UserProfileKind = 'personal' | 'business';

/** Users and their profiles. Deleted accounts are invisible to every lookup here. */
export function createUsersRepo(db: Kysely<Schema>, nowMs: () => number) {
  const selectUsers = (executor: Kysely<Schema> = db) =>
    executor.selectFrom('users').selectAll().where('status', '<>', 'deleted');

  return {
    findById: (id: string, executor: Kysely<Schema> = db) =>
      selectUsers(executor).where('id', '=', id).executeTakeFirst(),
    findByEmail: (email: string, executor: Kysely<Schema> = db) =>
      selectUsers(executor).where('email', '=', email.toLowerCase()).executeTakeFirst(),
    findByPhone: (phone: string, executor: Kysely<Schema> = db) =>
      selectUsers(executor).where('phone', '=', phone).executeTakeFirst(),
    findByTgId: (tgId: bigint, executor: Kysely<Schema> = db) =>
      selectUsers(executor).where('tg_id', '=', tgId).executeTakeFirst(),
    findByGoogleSub: (sub: string) => selectUsers().where('google_sub', '=', sub).executeTakeFirst(),
    findByAppleSub: (sub: string) => selectUsers().where('apple_sub', '=', sub).executeTakeFirst(),

    /** A new user with their default personal profile, in the caller's transaction. */
    async create(input: NewUser, executor: Kysely<Schema>): Promise<UserRow> {
      const now = new Date(nowMs());
      const user = await executor
        .insertInto('users')
        .values({
          email: input.email?.toLowerCase() ?? null,
          email_verified_at: input.email && input.isEmailVerified ? now : null,
          phone: null,
          phone_changed_at: null,
          tg_id: input.tgId ?? null,
          google_sub: input.googleSub ?? null,
          apple_sub: input.appleSub ?? null,
          residence_country: input.residenceCountry ?? null,
          ...(input.language ? { language: input.language } : {}),
          terms_version: null,
          terms_accepted_at: null,
          utm_source: input.utm?.source ?? null,
          utm_medium: input.utm?.medium ?? null,
          utm_campaign: input.utm?.campaign ?? null,
          utm_term: input.utm?.term ?? null,
          referrer_tg_id: input.referrerTgId ?? null,
          promocode: input.promocode ?? null,
          ...(input.tgName ? { tg_name: input.tgName } : {}),
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await executor
        .insertInto('profiles')
        .values({ user_id: user.id, kind: 'personal', name: null, is_default: true })
        .execute();
      return user;
    },

    /** Profile ids, the default first (spec 001 §3: the first is the default profile). */
    async profileIds(userId: string, executor: Kysely<Schema> = db): Promise<string[]> {
      const rows = await executor
        .selectFrom('profiles')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '<>', 'card')
        .orderBy('is_default', 'desc')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    listProfiles(userId: string) {
      return db
        .selectFrom('profiles')
        .selectAll()
        .where('user_id', '=', userId)
        .where('kind', '<>', 'card')
        .$narrowType<{ kind: UserProfileKind }>()
        .orderBy('is_default', 'desc')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    findProfile(profileId: string, userId: string) {
      return db
        .selectFrom('profiles')
        .selectAll()
        .where('id', '=', profileId)
        .where('user_id', '=', userId)
        .where('kind', '<>', 'card')
        .$narrowType<{ kind: UserProfileKind }>()
        .executeTakeFirst();
    },

    async update(
      id: string,
      changes: Partial<Omit<UserRow, 'id' | 'created_at'>>,
      executor: Kysely<Schema> = db,
    ) {
      return executor
        .updateTable('users')
        .set({ ...changes, updated_at: new Date(nowMs()) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
