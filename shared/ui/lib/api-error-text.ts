import type { Message } from '@ferry/locales';
import { isApiError } from '@ferry/shared/api';
import { errorMessageKey } from '@ferry/shared/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslate } from '../i18n/use-translate';
import { formatWait } from './format-wait';

/** Thrown when the captcha script could not load or answer (spec: "reCAPTCHA failed to load…"). */
export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}

/**
 * The text for a failed call: the spec's message for its code, the connection line, or a general
 * one. A rate limit that says how long it lasts (`Retry-After`) says so ("Try again in 42
 * minutes") instead of the spec's "in a few seconds", when `language` is given to word the wait.
 */
export function errorToMessage(
  error: unknown,
  keyForCode: (code: string) => Message['key'] = errorMessageKey,
  language?: string,
): Message {
  if (error instanceof CaptchaUnavailableError) return { key: 'errors.messages.recaptchaFailed' };
  if (!isApiError(error)) return { key: 'common.error.description' };
  if (error.kind === 'network') return { key: 'common.error.connection' };
  if (error.code === 'TOO_MANY_REQUESTS' && error.retryAfterSeconds !== undefined && language) {
    const when = formatWait(error.retryAfterSeconds, language);
    return { key: 'errors.messages.tooManyRequestsWait', params: { when } };
  }
  return { key: keyForCode(error.code) };
}

/** `(error) => text`, translated; `keyForCode` lets a form map codes its own way (the phone form). */
export function useApiErrorText(keyForCode?: (code: string) => Message['key']): (error: unknown) => string {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (error: unknown) => {
      const message = errorToMessage(error, keyForCode, language);
      return t(message.key, message.params);
    },
    [t, keyForCode, language],
  );
}

/** A 2FA dialog the user closed: the call failed on purpose, so nothing needs saying. */
export function isTwoFactorCancelled(error: unknown): boolean {
  return isApiError(error) && error.code === 'AUTH_2FA_REQUIRED';
}
