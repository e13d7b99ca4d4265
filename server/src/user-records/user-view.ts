import type { User } from '@ferry/shared/contracts';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { UserRow, UsersRepo } from './users.repo';

/** The user as `GET user` answers it (spec 001 §3 fields and what the screens need). */
export async function viewUser(user: UserRow, users: UsersRepo, db: Kysely<Schema>): Promise<User> {
  const twoFactor = await db
    .selectFrom('two_factor')
    .select('enabled_at')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  const methods: User['sign_in_methods'] = [];
  if (user.email) methods.push('email');
  if (user.google_sub) methods.push('google');
  if (user.apple_sub) methods.push('apple');
  if (user.tg_id !== null) methods.push('telegram');
  return {
    uuid: user.id,
    email: user.email,
    phone: user.phone,
    tg_id: user.tg_id === null ? null : Number(user.tg_id),
    profiles_id: await users.profileIds(user.id),
    status: user.status === 'blocked' ? 'blocked' : 'active',
    sign_in_methods: methods,
    phone_changed_at: user.phone_changed_at?.toISOString() ?? null,
    residence_country: user.residence_country,
    is_two_factor_enabled: Boolean(twoFactor?.enabled_at),
    created_at: user.created_at.toISOString(),
  };
}
