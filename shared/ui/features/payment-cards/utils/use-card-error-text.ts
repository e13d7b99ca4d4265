import type { MessageKey, MessageParams } from '@ferry/locales';
import { isApiError } from '@ferry/shared/api';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslate } from '../../../i18n/use-translate';
import { useApiErrorText } from '../../../lib/api-error-text';
import { readFieldIssues } from '../../../lib/field-issues';

/**
 * A key the server or the network sent (a refusal's, a decline's) in words: the catalogue's text
 * when it has the key, else `fallback`, so an unknown key never shows raw.
 */
export function useServerKeyText() {
  const t = useTranslate();
  const { i18n } = useTranslation();
  return useCallback(
    (key: string | null | undefined, fallback: MessageKey, params?: MessageParams) =>
      key && i18n.exists(key) ? t(key as MessageKey, params) : t(fallback, params),
    [t, i18n],
  );
}

/**
 * A card call's failure in words: the card's refusal carries its own message (`details.message_key`,
 * with its params: "Top up at least 20 EUR…", "We couldn't lock your card…"), which says more than
 * the code's general line; a single field's issue reads as its message; anything else as the app
 * says every failure.
 */
export function useCardErrorText(): (error: unknown) => string {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const errorText = useApiErrorText();
  return useCallback(
    (error: unknown) => {
      if (isApiError(error) && typeof error.details === 'object' && error.details !== null) {
        const { message_key: key, ...params } = error.details as { message_key?: unknown };
        if (typeof key === 'string' && i18n.exists(key)) return t(key as MessageKey, params as MessageParams);
      }
      const [issue] = Object.values(readFieldIssues(error));
      if (issue) return t(issue.key, issue.params);
      return errorText(error);
    },
    [t, i18n, errorText],
  );
}
