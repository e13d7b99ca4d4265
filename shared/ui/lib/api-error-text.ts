import type { Message } from '@ferry/locales';
import { useCallback } from 'react';
import { isApiError } from '../../api/index';
import { errorMessageKey } from '../../domain/index';
import { useTranslate } from '../i18n/use-translate';

/** Thrown when the captcha script could not load or answer (spec: "reCAPTCHA failed to load…"). */
export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}

/** The text for a failed call: the spec's message for its code, the connection line, or a general one. */
export function errorToMessage(
  error: unknown,
  keyForCode: (code: string) => Message['key'] = errorMessageKey,
): Message {
  if (error instanceof CaptchaUnavailableError) return { key: 'errors.messages.recaptchaFailed' };
  if (!isApiError(error)) return { key: 'common.error.description' };
  if (error.kind === 'network') return { key: 'common.error.connection' };
  return { key: keyForCode(error.code) };
}

/** `(error) => text`, translated; `keyForCode` lets a form map codes its own way (the phone form). */
export function useApiErrorText(keyForCode?: (code: string) => Message['key']): (error: unknown) => string {
  const t = useTranslate();
  return useCallback(
    (error: unknown) => {
      const message = errorToMessage(error, keyForCode);
      return t(message.key, message.params);
    },
    [t, keyForCode],
  );
}

/** A 2FA dialog the user closed: the call failed on purpose, so nothing needs saying. */
export function isTwoFactorCancelled(error: unknown): boolean {
  return isApiError(error) && error.code === 'AUTH_2FA_REQUIRED';
}
