import type { ApiError } from './api-error';

/**
 * What the client reports instead of showing anything itself: a dropped connection, a server
 * error (500 or above), a failed module load (spec 000 §8, 001 §8). The app shell listens and
 * decides on banners, screens and reloads.
 */
export interface ApiEventMap {
  /** No answer arrived; silent, the offline notice handles it. */
  'connection-error': { error: ApiError };
  /** An answer with status 500 or above. */
  'server-error': { error: ApiError };
  /** COUNTRY_NOT_ALLOWED: the user's country is refused. */
  'country-block': { error: ApiError };
  /** USER_BLOCKED: the account is blocked ("Your account is blocked"); the session is over. */
  'user-blocked': { error: ApiError };
  /** The refresh token was refused; the stored tokens are already cleared. */
  'session-expired': { error: ApiError };
  /** An answer broke its endpoint's response schema. */
  'contract-mismatch': { endpointId: string; error: ApiError };
  /** A dynamic `import()` of a screen chunk failed (usually a new deploy). */
  'module-import-error': { error: unknown };
}

export type ApiEventType = keyof ApiEventMap;
type Listener<T extends ApiEventType> = (payload: ApiEventMap[T]) => void;

export interface ApiEvents {
  /** Returns the function that removes the listener. */
  on<T extends ApiEventType>(type: T, listener: Listener<T>): () => void;
  emit<T extends ApiEventType>(type: T, payload: ApiEventMap[T]): void;
}

export function createApiEvents(): ApiEvents {
  const listeners = new Map<ApiEventType, Set<Listener<never>>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
    emit(type, payload) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        // A broken listener must not turn a handled failure into a different one for the caller.
        try {
          (listener as Listener<typeof type>)(payload);
        } catch (error) {
          console.error(`ferry api: a "${type}" listener threw`, error);
        }
      }
    },
  };
}
