import { ApiError } from './api-error';
import type { ApiEvents } from './api-events';
import type { Outcome } from './interpret-answer';
import type { TokenStore, Tokens } from './token-store';

export type RefreshOutcome = { isRefreshed: true } | { isRefreshed: false; error: ApiError };

interface RefresherDeps {
  tokens: TokenStore;
  events: ApiEvents;
  /** Sends the refresh call; reports its own events and never throws. */
  requestRefresh(refreshToken: string): Promise<Outcome<Tokens>>;
}

const REFRESHED: RefreshOutcome = { isRefreshed: true };

/** A dropped connection or a server fault says nothing about the session, so it survives them. */
function isTransient(error: ApiError): boolean {
  return error.kind === 'network' || (error.kind === 'response' && error.status >= 500);
}

/**
 * Spec 001 §4: on a 401 the token is refreshed once and every other request waits for that one
 * refresh. A refused refresh ends the session: the tokens are cleared and `session-expired`
 * goes out once, however many requests were waiting.
 */
export function createTokenRefresher(deps: RefresherDeps) {
  let pending: Promise<RefreshOutcome> | null = null;

  async function run(refreshToken: string): Promise<RefreshOutcome> {
    const outcome = await deps.requestRefresh(refreshToken);
    if (outcome.isOk) {
      deps.tokens.write(outcome.value);
      return REFRESHED;
    }
    if (isTransient(outcome.error)) return { isRefreshed: false, error: outcome.error };
    deps.tokens.clear();
    const error = new ApiError({
      kind: 'response',
      status: 401,
      code: 'UNAUTHORIZED_REQUEST',
      message: 'Session expired',
      cause: outcome.error,
    });
    deps.events.emit('session-expired', { error });
    return { isRefreshed: false, error };
  }

  return {
    /** The refresh in flight, if any, for requests about to start. */
    pending: (): Promise<RefreshOutcome> | null => pending,

    canRefresh: (): boolean => Boolean(deps.tokens.read()?.refreshToken),

    /**
     * Refreshes after a 401 on `rejectedAccessToken`, joining a refresh in flight. When the
     * stored token already differs, another request refreshed meanwhile: retry with it.
     */
    refresh(rejectedAccessToken: string | null): Promise<RefreshOutcome> {
      if (pending) return pending;
      const current = deps.tokens.read();
      if (current && current.accessToken !== rejectedAccessToken) return Promise.resolve(REFRESHED);
      if (!current?.refreshToken) {
        const error = new ApiError({
          kind: 'response',
          status: 401,
          code: 'UNAUTHORIZED_REQUEST',
          message: 'No refresh token',
        });
        return Promise.resolve({ isRefreshed: false, error });
      }
      pending = run(current.refreshToken).finally(() => {
        pending = null;
      });
      return pending;
    },
  };
}
