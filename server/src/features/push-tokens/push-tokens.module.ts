import { deletePushToken, registerPushToken } from '@ferry/shared/contracts';
import { defineRoute, requireUser } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';

/**
 * Push tokens of the native app (mobile base, spec 001 §3). A token is kept per session, the one
 * app install that registered it: the host hands the app a token (again after each launch, or a
 * rotated one), and the session's previous token gives way. Ending the session forgets it in the
 * database itself (migration 0035's trigger), whichever path ended it.
 */
export function createPushTokensModule(ctx: ModuleContext): AppModule {
  return {
    routes: [
      defineRoute(registerPushToken, async (input) => {
        const { userId, sessionId } = requireUser(input);
        const { platform, token } = input.body;
        await ctx.db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('push_tokens')
            .where('session_id', '=', sessionId)
            .where('token', '<>', token)
            .execute();
          // The same device signed in again (another session, maybe another user): the token moves.
          await trx
            .insertInto('push_tokens')
            .values({ user_id: userId, session_id: sessionId, platform, token })
            .onConflict((oc) =>
              oc.column('token').doUpdateSet({
                user_id: userId,
                session_id: sessionId,
                platform,
                updated_at: new Date(ctx.nowMs()),
              }),
            )
            .execute();
        });
        return { platform, registered: true as const };
      }),
      defineRoute(deletePushToken, async (input) => {
        const { userId } = requireUser(input);
        await ctx.db
          .deleteFrom('push_tokens')
          .where('user_id', '=', userId)
          .where('token', '=', input.params.token ?? '')
          .execute();
        return { deleted: true as const };
      }),
    ],
  };
}
