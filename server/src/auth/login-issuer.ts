import type { LoginResponse } from '@ferry/shared/contracts';
import type { ApiBase } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import type { UserRow, UsersRepo } from '../user-records/users.repo';
import type { AccessTokens } from './access-tokens';
import type { Sessions } from './sessions';

export interface IssueLoginInput {
  user: UserRow;
  base: ApiBase;
  signInMethod: 'email' | 'google' | 'apple' | 'telegram' | 'widget' | 'terms';
  isNewUser: boolean;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Whether the user still has to accept the current terms (a temporary session until then). */
export function isConsentRequired(user: Pick<UserRow, 'terms_version'>, currentVersion: number): boolean {
  return user.terms_version === null || user.terms_version < currentVersion;
}

/** Opens a session for a user and answers with its tokens, email, uuid and profile ids (spec 001 §3). */
export function createLoginIssuer(deps: {
  sessions: Sessions;
  accessTokens: AccessTokens;
  users: UsersRepo;
  termsVersion: number;
}) {
  return {
    async issue(input: IssueLoginInput, executor?: Kysely<Schema>): Promise<LoginResponse> {
      const { user } = input;
      const { sessionId, refreshToken } = await deps.sessions.open(
        {
          userId: user.id,
          base: input.base,
          signInMethod: input.signInMethod,
          userAgent: input.userAgent,
          ip: input.ip,
        },
        executor,
      );
      const accessToken = await deps.accessTokens.sign({
        userId: user.id,
        sessionId,
        isTemporary: isConsentRequired(user, deps.termsVersion),
        base: input.base,
      });
      return {
        access_token: accessToken,
        refresh_token: refreshToken,
        token_type: 'Bearer',
        expires_in: deps.accessTokens.ttlSeconds,
        email: user.email,
        uuid: user.id,
        profiles_id: await deps.users.profileIds(user.id, executor),
        tg_id: user.tg_id === null ? null : Number(user.tg_id),
        is_new_user: input.isNewUser,
      };
    },
  };
}

export type LoginIssuer = ReturnType<typeof createLoginIssuer>;
