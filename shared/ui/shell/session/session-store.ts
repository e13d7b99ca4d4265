import type { ApiEvents, SessionTokenStore } from '@ferry/shared/api';
import { isApiError } from '@ferry/shared/api';
import {
  acceptTerms as acceptTermsEndpoint,
  getTerms,
  getUser,
  type LoginResponse,
  logout as logoutEndpoint,
  type Terms,
  telegramLogin,
  telegramRegister,
  type User,
} from '@ferry/shared/contracts';
import type { DisplayMode } from '@ferry/shared/domain';
import type { SyncStorage } from '@ferry/shared/platform';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApiCaller } from '../../queries/api-context';
import { sessionStorageKey } from '../storage-keys';

/**
 * Where the session stands (spec 001 §4):
 * - `restoring`, `signing-in`: asking the server (stored tokens, or the mini-app's init data);
 * - `signed-out`; `needs-terms`: a temporary session until the terms are accepted;
 * - `signed-in`: a token and, where consent was required, accepted terms;
 * - `expired`: the refresh was refused mid-visit, shown until the user acknowledges it;
 * - `blocked`: the server answered USER_BLOCKED; `failed`: the server could not be asked.
 */
export type SessionStatus =
  | 'restoring'
  | 'signing-in'
  | 'signed-out'
  | 'needs-terms'
  | 'signed-in'
  | 'expired'
  | 'blocked'
  | 'failed';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  terms: Terms | null;
  /** Sent as `Profile-Id`: the stored choice when the user still owns it, else the first profile. */
  profileId: string | null;
  /** Why `failed`. */
  error: unknown;
  /** Set by logout: the mini-app then waits for a tap instead of signing straight back in. */
  hasLoggedOut: boolean;
  /** Reads the stored session back (start of a visit, or Retry after `failed`). */
  restore(): Promise<void>;
  /** The mini-app's sign-in with no form: its init data, registering on NOT_FOUND. */
  signInWithInitData(initData: string): Promise<void>;
  /** Keeps a sign-in's tokens and loads the account; throws (signed out) when that fails. */
  completeSignIn(login: LoginResponse): Promise<void>;
  /** Accepts the current terms; the answer is a full session. */
  acceptTerms(): Promise<void>;
  chooseProfile(profileId: string): void;
  updateUser(user: User): void;
  /** Ends the session here and on the server. */
  logout(): Promise<void>;
  /** Ends the session here only (the account was deleted). */
  forget(): void;
  /** Leaves the expired or blocked notice for the sign-in screen. */
  acknowledge(): void;
}

export type SessionStore = StoreApi<SessionState>;

export interface SessionDeps {
  api: ApiCaller;
  events: ApiEvents;
  tokens: SessionTokenStore;
  /** Synchronous storage for the profile choice (the same storage as the tokens). */
  storage: SyncStorage;
  mode: DisplayMode;
  /** Drops what belonged to the user: cached queries, the messenger's keys. */
  onSignedOut?: () => void;
}

const EMPTY_ACCOUNT = { user: null, terms: null, profileId: null, error: null } as const;

export function createSessionStore(deps: SessionDeps): SessionStore {
  const { api, tokens, storage } = deps;
  const profileKey = sessionStorageKey(deps.mode, 'profile');
  const contactChangeKey = sessionStorageKey(deps.mode, 'contact-change');

  function pickProfile(profileIds: readonly string[]): string | null {
    const stored = storage.getItem(profileKey);
    if (stored && profileIds.includes(stored)) return stored;
    return profileIds[0] ?? null;
  }

  async function loadAccount(): Promise<Pick<SessionState, 'status' | 'user' | 'terms' | 'profileId'>> {
    const [user, terms] = await Promise.all([api.call(getUser), api.call(getTerms)]);
    if (!terms.is_consent_required) tokens.promote();
    return {
      status: terms.is_consent_required ? 'needs-terms' : 'signed-in',
      user,
      terms,
      profileId: pickProfile(user.profiles_id),
    };
  }

  function endLocally(status: SessionStatus, patch: Partial<SessionState> = {}): void {
    tokens.clear();
    store.setState({ ...EMPTY_ACCOUNT, status, ...patch });
    deps.onSignedOut?.();
  }

  /** The `user-blocked` event has already ended the session when the answer was USER_BLOCKED. */
  function isBlockedNow(): boolean {
    return store.getState().status === 'blocked';
  }

  const store = createStore<SessionState>()((set, get) => ({
    ...EMPTY_ACCOUNT,
    status: tokens.read() ? 'restoring' : 'signed-out',
    hasLoggedOut: false,

    async restore() {
      if (!tokens.read()) {
        set({ ...EMPTY_ACCOUNT, status: 'signed-out' });
        return;
      }
      set({ status: 'restoring', error: null });
      try {
        set({ ...(await loadAccount()), error: null });
      } catch (error) {
        if (isBlockedNow()) return;
        // A refused refresh has already cleared the tokens: the visit starts signed out.
        if (!tokens.read()) return set({ ...EMPTY_ACCOUNT, status: 'signed-out' });
        set({ status: 'failed', error });
      }
    },

    async signInWithInitData(initData) {
      set({ ...EMPTY_ACCOUNT, status: 'signing-in' });
      try {
        const body = { init_data: initData };
        const login = await api.call(telegramLogin, { body }).catch((error: unknown) => {
          if (isApiError(error) && error.code === 'NOT_FOUND') return api.call(telegramRegister, { body });
          throw error;
        });
        await get().completeSignIn(login);
      } catch (error) {
        if (isBlockedNow()) return;
        set({ ...EMPTY_ACCOUNT, status: 'failed', error });
      }
    },

    async completeSignIn(login) {
      tokens.save(
        { accessToken: login.access_token, refreshToken: login.refresh_token },
        { isTemporary: true },
      );
      try {
        set({ ...(await loadAccount()), error: null, hasLoggedOut: false });
      } catch (error) {
        tokens.clear();
        if (!isBlockedNow()) set({ ...EMPTY_ACCOUNT, status: 'signed-out' });
        throw error;
      }
    },

    async acceptTerms() {
      const { terms } = get();
      if (!terms) throw new Error('acceptTerms needs the terms loaded first');
      const login = await api.call(acceptTermsEndpoint, { body: { version: terms.current_version } });
      tokens.save(
        { accessToken: login.access_token, refreshToken: login.refresh_token },
        { isTemporary: false },
      );
      set({ ...(await loadAccount()), error: null });
    },

    chooseProfile(profileId) {
      const profileIds = get().user?.profiles_id ?? [];
      if (!profileIds.includes(profileId)) return;
      storage.setItem(profileKey, profileId);
      set({ profileId });
    },

    updateUser(user) {
      set({ user, profileId: get().profileId ?? pickProfile(user.profiles_id) });
    },

    async logout() {
      const refreshToken = tokens.read()?.refreshToken;
      storage.removeItem(profileKey);
      storage.removeItem(contactChangeKey);
      endLocally('signed-out', { hasLoggedOut: true });
      if (!refreshToken) return;
      // The server forgets the session too; locally it is already over, whatever it answers.
      await api.call(logoutEndpoint, { body: { refresh_token: refreshToken } }).catch(() => undefined);
    },

    forget() {
      storage.removeItem(profileKey);
      storage.removeItem(contactChangeKey);
      endLocally('signed-out', { hasLoggedOut: true });
    },

    acknowledge() {
      const { status } = get();
      if (status === 'expired' || status === 'blocked') set({ status: 'signed-out' });
    },
  }));

  deps.events.on('session-expired', () => {
    const { status } = store.getState();
    // Only a session the user saw is announced; a stale one found at start just ends quietly.
    const wasShown = status === 'signed-in' || status === 'needs-terms';
    store.setState({ ...EMPTY_ACCOUNT, status: wasShown ? 'expired' : status });
    if (wasShown) deps.onSignedOut?.();
  });
  deps.events.on('user-blocked', () => {
    if (store.getState().status !== 'blocked') endLocally('blocked');
  });

  return store;
}
