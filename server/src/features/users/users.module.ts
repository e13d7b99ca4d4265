import { getProfile, getUser, listProfiles } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { markCacheGroup } from '../../http/cache-headers';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { viewUser } from '../../user-records/user-view';

const viewProfile = (row: {
  id: string;
  kind: 'personal' | 'business';
  name: string | null;
  is_default: boolean;
  created_at: Date;
}) => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  is_default: row.is_default,
  created_at: row.created_at.toISOString(),
});

/** `GET user`, `GET profiles`, `GET profiles/:profileId`. */
export function createUsersModule(ctx: ModuleContext): AppModule {
  return {
    routes: [
      defineRoute(getUser, async (input) => {
        const user = await ctx.users.findById(requireUser(input).userId);
        if (!user) throw new DomainError('UNAUTHORIZED_REQUEST');
        return viewUser(user, ctx.users, ctx.db);
      }),
      defineRoute(listProfiles, async (input) => {
        markCacheGroup(input.c, 'profiles', 'private');
        return { profiles: (await ctx.users.listProfiles(requireUser(input).userId)).map(viewProfile) };
      }),
      defineRoute(getProfile, async (input) => {
        const profile = await ctx.users.findProfile(input.params.profileId ?? '', requireUser(input).userId);
        if (!profile) throw new DomainError('NOT_FOUND');
        markCacheGroup(input.c, 'profiles', 'private');
        return viewProfile(profile);
      }),
    ],
  };
}
