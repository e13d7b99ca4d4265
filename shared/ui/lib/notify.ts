import { TOAST_DURATION_MS } from '@ferry/shared/domain';
import { loadToast } from './toaster-gate';

type Level = 'success' | 'error' | 'warning' | 'info';

function show(level: Level, text: string): void {
  void loadToast().then((toast) => toast[level](text, { duration: TOAST_DURATION_MS[level] }));
}

/**
 * Toasts with the spec's durations (001 §9: success, error and info 5 s, warning 7 s). Callers
 * pass translated text; the Toaster sits once in the app root, loaded with the first toast.
 */
export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};
