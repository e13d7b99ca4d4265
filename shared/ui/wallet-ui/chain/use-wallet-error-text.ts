import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslate } from '../../i18n/use-translate';

/**
 * The words for a failed wallet step: the core's errors carry their i18n key (`WalletError.messageKey`,
 * `VaultError.i18nKey`: the 001 §8 texts); anything else reads as the general "something went wrong".
 */
export function useWalletErrorText(): (error: unknown) => string {
  const t = useTranslate();
  const { t: translateAny, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const key = errorKeyOf(error);
      if (key && i18n.exists(key)) return translateAny(key);
      return t('common.error.description');
    },
    [t, translateAny, i18n],
  );
}

function errorKeyOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  if ('messageKey' in error && typeof error.messageKey === 'string') return error.messageKey;
  if ('i18nKey' in error && typeof error.i18nKey === 'string') return error.i18nKey;
  return null;
}
