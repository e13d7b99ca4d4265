/** Timings in milliseconds (spec 000 §9, 001 §9). */

/** In-flight transactions are polled this often while the socket is down. */
export const POLLING_INTERVAL_MS = 3000;
export const WINDOW_RESIZE_DEBOUNCE_MS = 500;
/** A held button stops repeating after this long without a new press. */
export const STOP_REPEAT_DELAY_MS = 2000;
/** A held button repeats its action this often. */
export const REPEAT_INTERVAL_MS = 500;
export const DEFAULT_DEBOUNCE_MS = 500;
export const HEIGHT_ANIMATION_MS = 600;

/** A drawer closes when dragged this share of its size, or flicked within the quick window. */
export const SWIPE_TO_CLOSE_DISTANCE_PERCENT = 10;
export const SWIPE_TO_CLOSE_QUICK_MS = 300;

/** Exchange rates are recalculated every 8 seconds. */
export const RATE_REFRESH_INTERVAL_MS = 8000;

export const SOCKET_RECONNECT_ATTEMPTS = 3;
export const SOCKET_RECONNECT_DELAY_MS = 10_000;

export const TOAST_KINDS = ['success', 'error', 'warning', 'info', 'internal'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/** Warnings stay longer because they usually ask the user to do something. */
export const TOAST_DURATION_MS = {
  success: 5000,
  error: 5000,
  warning: 7000,
  info: 5000,
  internal: 1000,
} as const satisfies Readonly<Record<ToastKind, number>>;
