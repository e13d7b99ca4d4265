export type { ApiClient, ApiClientOptions, CallInput, FetchLike } from './api-client';
export { createApiClient } from './api-client';
export type { ApiErrorKind } from './api-error';
export { ApiError, codeForStatus, isAbortError, isApiError, shouldToast } from './api-error';
export type { ApiEventMap, ApiEvents, ApiEventType } from './api-events';
export { createApiEvents } from './api-events';
export { importWithEvent } from './import-with-event';
export type {
  CreateLiveSocket,
  LiveEvents,
  LiveEventsOptions,
  LiveEventsStatus,
  LiveSocketLike,
} from './live-events';
export { connectLiveEvents, liveSocketUrl } from './live-events';
export type { Recaptcha, WidgetCredentials } from './request-headers';
export { createSessionTokenStore, type SessionTokenStore } from './session-token-store';
export type { EnumerableStorage, KeyValueStorage } from './storage-token-store';
export {
  createStorageTokenStore,
  MESSENGER_KEY_PREFIX,
  tokenStorageKey,
  wipeMessengerKeys,
} from './storage-token-store';
export type { TokenStore, Tokens } from './token-store';
export { createMemoryTokenStore } from './token-store';
