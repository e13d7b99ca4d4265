import type { MessageKey, MessageParams } from '@ferry/locales';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** `t` that accepts only keys of the English catalogue, so a typo fails the typecheck. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, params) => t(key, params ?? {}), [t]);
}
