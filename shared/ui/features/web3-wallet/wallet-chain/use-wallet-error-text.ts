import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslate } from '../../../i18n/use-translate';

/**
 * The words for a failed chain step: the core's wallet error carries its i18n key (`wallet.errors.*`,
 * the 001 §8 texts); anything else reads as the general "something went wrong".
 */
export function useWalletErrorText(): (error: unknown) => string {
  const t = useTranslate();
  const { t: translateAny, i18n } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const key =
        typeof error === 'object' && error !== null && 'i18nKey' in error && typeof error.i18nKey === 'string'
          ? error.i18nKey
          : null;
      if (key && i18n.exists(key)) return translateAny(key);
      return t('common.error.description');
    },
    [t, translateAny, i18n],
  );
}
