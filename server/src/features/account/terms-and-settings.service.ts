import type { LoginResponse, Terms, UserSettings } from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { isConsentRequired } from '../../auth/login-issuer';
import type { Caller } from '../../http/caller';
import { fieldError } from '../../http/field-error';
import type { UserPrincipal } from '../../http/principal';
import type { ModuleContext } from '../../module-context/module-context';
import type { UserRow } from '../../user-records/users.repo';

/** Interface settings and the consent to the terms, which a session owes before it is full (spec 001 §4). */
export function createTermsAndSettings(ctx: ModuleContext) {
  const { terms } = ctx.config;

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await ctx.users.findById(userId);
    if (!user) throw new DomainError('UNAUTHORIZED_REQUEST');
    return user;
  }

  const viewSettings = (user: UserRow): UserSettings => ({ language: user.language, theme: user.theme });

  return {
    settings: async (userId: string) => viewSettings(await requireUser(userId)),

    async updateSettings(userId: string, changes: Partial<UserSettings>): Promise<UserSettings> {
      await requireUser(userId);
      return viewSettings(await ctx.users.update(userId, changes));
    },

    async terms(userId: string): Promise<Terms> {
      const user = await requireUser(userId);
      return {
        last_terms_accepted_at: user.terms_accepted_at?.toISOString() ?? null,
        is_consent_required: isConsentRequired(user, terms.version),
        current_version: terms.version,
        terms_url: terms.termsUrl,
        privacy_url: terms.privacyUrl,
      };
    },

    /**
     * Records consent to the current version and trades the session for a full one: the old
     * (temporary) session ends in the same transaction that opens the new, and the row lock makes
     * a second acceptance on the same session find it ended.
     */
    async accept(principal: UserPrincipal, version: number, caller: Caller): Promise<LoginResponse> {
      if (version !== terms.version) {
        throw fieldError('version', 'validation.invalid', { current_version: terms.version });
      }
      const login = await ctx.db.transaction().execute(async (trx) => {
        const session = await trx
          .selectFrom('sessions')
          .select('id')
          .where('id', '=', principal.sessionId)
          .where('revoked_at', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!session) throw new DomainError('UNAUTHORIZED_REQUEST', { reason: 'session_ended' });
        const user = await ctx.users.update(
          principal.userId,
          { terms_version: version, terms_accepted_at: new Date(ctx.nowMs()) },
          trx,
        );
        await ctx.sessions.revoke(principal.sessionId, 'terms_accepted', trx);
        return ctx.loginIssuer.issue(
          {
            user,
            base: principal.base,
            signInMethod: 'terms',
            isNewUser: false,
            userAgent: caller.userAgent,
            ip: caller.ip,
          },
          trx,
        );
      });
      // Told again after the commit, so no instance keeps the old session's state from before it.
      await ctx.sessionStates.announce({ sessionId: principal.sessionId });
      return login;
    },
  };
}
