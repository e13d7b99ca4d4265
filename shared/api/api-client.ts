import {
  type Endpoint,
  type EndpointBody,
  type EndpointQuery,
  type EndpointResponse,
  refreshTokenEndpoint,
} from '../contracts/index';
import { API_BASE_PATH, type ApiBase, apiBaseFor, type DisplayMode } from '../domain/index';
import { ApiError, isAbortError } from './api-error';
import { type ApiEvents, createApiEvents } from './api-events';
import { type Answer, interpretAnswer, type Outcome } from './interpret-answer';
import { buildHeaders, hasJsonBody, type Recaptcha, type WidgetCredentials } from './request-headers';
import { buildRequestUrl, type PathParams, trimTrailingSlash } from './request-url';
import { createTokenRefresher } from './token-refresher';
import { createMemoryTokenStore, type TokenStore, type Tokens } from './token-store';
import { untilSettledOrAborted } from './until-settled-or-aborted';

/** The part of `fetch` the client uses, so a shell or a test can pass its own. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ status: number; text(): Promise<string>; headers?: { get(name: string): string | null } }>;

export interface ApiClientOptions extends WidgetCredentials {
  /** Prepended to the base path; '' keeps calls on the page's own origin. */
  origin?: string;
  mode: DisplayMode;
  fetch?: FetchLike;
  tokens?: TokenStore;
  getProfileId?: () => string | null | undefined;
  /**
   * Opens the 2FA dialog; resolves to the code, or null when the user gives up. Called again with
   * the server's refusal when the code was wrong, so the dialog stays open and says why.
   */
  onTwoFactorRequired?: (rejection?: ApiError) => Promise<string | null>;
  /** The call that asked for a code is answered (done or failed otherwise): the dialog may close. */
  onTwoFactorSettled?: () => void;
  /**
   * A payout to details never used before (AUTH_2FA_REQUIRED with `scope: "payout_details"`):
   * opens their one-time confirmation; true once confirmed (the call is then sent again with the
   * same idempotency key), false when the user gives up. Never the authenticator dialog.
   */
  onPayoutDetailsRequired?: (demand: ApiError) => Promise<boolean>;
  events?: ApiEvents;
}

export interface CallInput<E extends Endpoint> {
  params?: PathParams;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  idempotencyKey?: string;
  signal?: AbortSignal;
  recaptcha?: Recaptcha;
}

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, input?: CallInput<E>): Promise<EndpointResponse<E>>;
  events: ApiEvents;
  base: ApiBase;
  /** Origin plus base prefix, e.g. `https://ferry.example/api/client/v1/`. */
  baseUrl: string;
}

/** Per call: each recovery is tried at most once, so a call never loops. */
interface CallState {
  hasRefreshed: boolean;
  hasAskedTwoFactor: boolean;
  twoFactorCode: string | null;
  hasConfirmedDetails?: boolean;
}

/** The refusal asks to confirm new payout details, not for an authenticator code. */
function isPayoutDetailsDemand(error: ApiError): boolean {
  const details = error.details as { scope?: unknown } | null | undefined;
  return error.code === 'AUTH_2FA_REQUIRED' && details?.scope === 'payout_details';
}

/** The user closed the dialog after a wrong code: the call ends as one that never got a code. */
function twoFactorGivenUp(rejection: ApiError): ApiError {
  return new ApiError({
    kind: 'response',
    status: rejection.status,
    code: 'AUTH_2FA_REQUIRED',
    message: 'two-factor code not given',
    cause: rejection,
  });
}

/** USER_BLOCKED for a hold on money out after a verification, not for a blocked account. */
function isVerificationHold(error: ApiError): boolean {
  return (error.details as { reason?: unknown } | undefined)?.reason === 'verification_hold';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const origin = options.origin ?? '';
  const base = apiBaseFor(options.mode);
  const basePath = API_BASE_PATH[base];
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const tokens = options.tokens ?? createMemoryTokenStore();
  const events = options.events ?? createApiEvents();
  const widget: WidgetCredentials | null = base === 'widget' ? options : null;

  function report(error: ApiError, endpointId: string): ApiError {
    if (error.kind === 'network') events.emit('connection-error', { error });
    if (error.kind === 'contract') events.emit('contract-mismatch', { endpointId, error });
    if (error.kind === 'response' && error.status >= 500) events.emit('server-error', { error });
    if (error.code === 'COUNTRY_NOT_ALLOWED') events.emit('country-block', { error });
    // A hold on money out after a verification (a late RED) is no blocked account: the session
    // goes on, and the screen that met it leads to the hold's explanation.
    if (error.code === 'USER_BLOCKED' && !isVerificationHold(error)) events.emit('user-blocked', { error });
    return error;
  }

  /** One round trip. Rejects only when aborted; every other failure is an outcome. */
  async function send<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    accessToken: string | null,
    twoFactorCode: string | null,
  ): Promise<Outcome<EndpointResponse<E>>> {
    const { params, query } = input;
    const url = buildRequestUrl({ origin, basePath, path: endpoint.path, params, query });
    const hasBody = hasJsonBody(endpoint);
    const headers = buildHeaders({
      hasBody,
      accessToken,
      profileId: options.getProfileId?.() ?? null,
      widget,
      twoFactorCode,
      recaptcha: input.recaptcha,
      idempotencyKey: input.idempotencyKey,
    });
    const body = hasBody ? JSON.stringify(input.body ?? {}) : undefined;
    let answer: Answer;
    try {
      const response = await fetchImpl(url, { method: endpoint.method, headers, body, signal: input.signal });
      answer = {
        status: response.status,
        text: await response.text(),
        retryAfter: response.headers?.get('Retry-After') ?? null,
      };
    } catch (error) {
      if (input.signal?.aborted || isAbortError(error)) throw error;
      const message = error instanceof Error ? error.message : 'Network error';
      const networkError = new ApiError({
        kind: 'network',
        status: 0,
        code: 'ERR_NETWORK',
        message,
        isSilent: true,
        cause: error,
      });
      return { isOk: false, error: networkError };
    }
    return interpretAnswer(endpoint, answer);
  }

  const refresher = createTokenRefresher({
    tokens,
    events,
    async requestRefresh(refreshToken): Promise<Outcome<Tokens>> {
      const outcome = await send(refreshTokenEndpoint, { body: { refresh_token: refreshToken } }, null, null);
      if (!outcome.isOk) return { isOk: false, error: report(outcome.error, refreshTokenEndpoint.id) };
      const { access_token, refresh_token } = outcome.value;
      return { isOk: true, value: { accessToken: access_token, refreshToken: refresh_token } };
    },
  });

  async function attempt<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    state: CallState,
  ): Promise<EndpointResponse<E>> {
    const inFlight = refresher.pending();
    if (inFlight) await untilSettledOrAborted(inFlight, input.signal);
    input.signal?.throwIfAborted();
    const accessToken = tokens.read()?.accessToken ?? null;
    const outcome = await send(endpoint, input, accessToken, state.twoFactorCode);
    if (outcome.isOk) return outcome.value;
    const { error } = outcome;

    if (error.status === 401 && !state.hasRefreshed && refresher.canRefresh()) {
      const refreshed = await untilSettledOrAborted(refresher.refresh(accessToken), input.signal);
      // The refresher has already reported its own failure once for every waiting request.
      if (!refreshed.isRefreshed) throw refreshed.error;
      return attempt(endpoint, input, { ...state, hasRefreshed: true });
    }

    if (isPayoutDetailsDemand(error)) {
      const confirm = options.onPayoutDetailsRequired;
      if (state.hasConfirmedDetails || !confirm) throw report(error, endpoint.id);
      const isConfirmed = await untilSettledOrAborted(confirm(error), input.signal);
      if (!isConfirmed) throw report(error, endpoint.id);
      return attempt(endpoint, input, { ...state, hasConfirmedDetails: true });
    }

    const isFirstDemand = error.code === 'AUTH_2FA_REQUIRED' && !state.hasAskedTwoFactor;
    // A wrong code the user typed: they may type it again, until the server locks the factor.
    const isWrongCode = error.code === 'AUTH_2FA_INVALID' && state.twoFactorCode !== null;
    if ((isFirstDemand || isWrongCode) && options.onTwoFactorRequired) {
      return askTwoFactor(endpoint, input, state, error, options.onTwoFactorRequired);
    }

    throw report(error, endpoint.id);
  }

  async function askTwoFactor<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    state: CallState,
    error: ApiError,
    ask: (rejection?: ApiError) => Promise<string | null>,
  ): Promise<EndpointResponse<E>> {
    const isRetype = error.code === 'AUTH_2FA_INVALID';
    const code = await untilSettledOrAborted(ask(isRetype ? error : undefined), input.signal);
    if (!code) throw report(isRetype ? twoFactorGivenUp(error) : error, endpoint.id);
    try {
      return await attempt(endpoint, input, { ...state, hasAskedTwoFactor: true, twoFactorCode: code });
    } finally {
      // Only the first ask closes the dialog: a retype asked from inside it is still in it.
      if (!isRetype) options.onTwoFactorSettled?.();
    }
  }

  return {
    events,
    base,
    baseUrl: `${trimTrailingSlash(origin)}${basePath}`,
    async call(endpoint, input = {}) {
      if (!endpoint.bases.includes(base)) {
        throw new Error(`Endpoint "${endpoint.id}" is not served on the ${base} base`);
      }
      return attempt(endpoint, input, { hasRefreshed: false, hasAskedTwoFactor: false, twoFactorCode: null });
    },
  };
}
