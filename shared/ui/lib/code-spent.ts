import { isApiError } from '@ferry/shared/api';

/**
 * The code has no tries left: the server said so, or the last wrong try used the final one.
 * Waiting does not help, a new code does (the server sends one at once).
 */
export function isCodeSpent(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'CODE_ATTEMPTS_EXCEEDED') return true;
  return (error.details as { attempts_left?: unknown } | undefined)?.attempts_left === 0;
}
