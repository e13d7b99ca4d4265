import {
  type ApiEvents,
  type CreateLiveSocket,
  createApiClient,
  createApiEvents,
  createSessionTokenStore,
  type FetchLike,
  liveSocketUrl,
  type SessionTokenStore,
  type WidgetCredentials,
} from '@ferry/shared/api';
import { getUser } from '@ferry/shared/contracts';
import { apiBaseFor, type DisplayMode } from '@ferry/shared/domain';
import type { Platform, SyncStorage } from '@ferry/shared/platform';
import type { QueryClient } from '@tanstack/react-query';
import { useOnboardingDraftStore } from '../features/onboarding/stores/onboarding-draft-store';
import { createTwoFactorPrompt, type TwoFactorPrompt } from '../features/two-factor/stores/two-factor-prompt';
import {
  createPayoutDetailsPrompt,
  type PayoutDetailsPrompt,
} from '../features/withdraw/stores/payout-details-prompt';
import type { ApiCaller } from '../queries/api-context';
import { createQueryClient } from '../queries/create-query-client';
import { type OnlineSignal, startLiveConnection } from '../shell/live/live-connection';
import { createLiveEventBus, type LiveEventBus } from '../shell/live/live-event-bus';
import { createSessionStore, type SessionStore } from '../shell/session/session-store';
import { runSignOutResets } from '../shell/session/sign-out-resets';
import { sessionStorageKey, WITHDRAW_DRAFT_KEY } from '../shell/storage-keys';

export interface AppServices {
  api: ApiCaller;
  events: ApiEvents;
  session: SessionStore;
  twoFactor: TwoFactorPrompt;
  /** The one-time confirmation of new payout details the client asks for. */
  payoutDetails?: PayoutDetailsPrompt;
  queryClient: QueryClient;
  /** Synchronous local storage: tokens, the profile choice, the OTP resend delay. */
  storage: SyncStorage;
  /** The session's tokens (the live socket offers the access token). */
  tokens: SessionTokenStore;
  /** Live events for `useLiveEvent`; fed by the live connection the shell starts. */
  liveEvents: LiveEventBus;
}

interface ServiceOptions {
  mode: DisplayMode;
  storage: SyncStorage;
  /** The network; the page's own `fetch` unless a test passes one. */
  fetch?: FetchLike;
  /** A ready-made caller (tests that script answers by endpoint); skips the real client. */
  api?: ApiCaller;
  queryClient?: QueryClient;
  /** The widget base's headers (the frame's key and embedding page). */
  widget?: WidgetCredentials;
  /** Logout's extra cleanup in the shell (the mini-app wipes its keys). */
  onSignedOut?: () => void;
}

/** A draft kept in the tab's storage, removed; a frame whose storage is blocked kept none. */
function dropTabDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage is blocked (a third-party frame): nothing was written there either.
  }
}

/**
 * Wires what every screen leans on: the API client on the mode's base, signing with the session's
 * tokens and the chosen profile, asking the 2FA dialog when a call needs a code; the session;
 * the query cache, dropped at sign-out.
 */
export function createAppServices(options: ServiceOptions): AppServices {
  const { mode, storage } = options;
  const tokens = createSessionTokenStore(storage, mode);
  const twoFactor = createTwoFactorPrompt();
  const payoutDetails = createPayoutDetailsPrompt();
  const queryClient = options.queryClient ?? createQueryClient();
  let session: SessionStore | null = null;
  const client = options.api
    ? null
    : createApiClient({
        mode,
        ...options.widget,
        fetch: options.fetch,
        tokens,
        getProfileId: () => session?.getState().profileId,
        onTwoFactorRequired: twoFactor.request,
        onTwoFactorSettled: twoFactor.close,
        onPayoutDetailsRequired: payoutDetails.request,
      });
  const api: ApiCaller = options.api ?? (client as ApiCaller);
  const events = client?.events ?? createApiEvents();
  session = createSessionStore({
    api,
    events,
    tokens,
    storage,
    mode,
    onSignedOut() {
      queryClient.clear();
      // The onboarding's typed name, birth date and address leave with the user, and so does
      // what the loaded features' stores registered (a withdrawal's card number or IBAN); a
      // withdrawal kept in the tab from before a reload is dropped by its key.
      useOnboardingDraftStore.getState().reset();
      runSignOutResets();
      dropTabDraft(WITHDRAW_DRAFT_KEY);
      options.onSignedOut?.();
    },
  });
  return {
    api,
    events,
    session,
    twoFactor,
    payoutDetails,
    queryClient,
    storage,
    tokens,
    liveEvents: createLiveEventBus(),
  };
}

/**
 * Starts the session for this visit: inside Telegram, sign in with the launch's init data (no
 * form, spec 001 §1); elsewhere, read the stored session back.
 */
export function startSession(services: AppServices, platform: Platform, mode: DisplayMode): void {
  const { session } = services;
  if (mode === 'messenger' && platform.initData)
    void session.getState().signInWithInitData(platform.initData);
  else void session.getState().restore();
}

/**
 * Opens the live socket whenever this visit holds a full session, on the API of `mode` at
 * `origin` (the page's own: `/api/client/v1/ws` in the web). Returns the function that stops it.
 */
export function startLiveUpdates(
  services: AppServices,
  mode: DisplayMode,
  options: { origin: string; online?: OnlineSignal; createSocket?: CreateLiveSocket },
): () => void {
  return startLiveConnection({
    session: services.session,
    queryClient: services.queryClient,
    bus: services.liveEvents,
    storage: services.storage,
    lastEventKey: sessionStorageKey(mode, 'last-event-id'),
    url: liveSocketUrl(options.origin, apiBaseFor(mode)),
    readAccessToken: () => services.tokens.read()?.accessToken,
    touchSession: () => services.api.call(getUser),
    online: options.online,
    createSocket: options.createSocket,
  });
}
