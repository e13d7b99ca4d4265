import { toast } from 'sonner';
import { TOAST_DURATION_MS } from '../../domain/index';

/**
 * Toasts with the spec's durations (001 §9: success, error and info 5 s, warning 7 s). Callers
 * pass translated text; the Toaster sits once in the app root.
 */
export const notify = {
  success: (text: string) => toast.success(text, { duration: TOAST_DURATION_MS.success }),
  error: (text: string) => toast.error(text, { duration: TOAST_DURATION_MS.error }),
  warning: (text: string) => toast.warning(text, { duration: TOAST_DURATION_MS.warning }),
  info: (text: string) => toast.info(text, { duration: TOAST_DURATION_MS.info }),
};
