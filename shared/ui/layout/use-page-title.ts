import { useEffect } from 'react';
import { useTranslate } from '../i18n/use-translate';

/** Names the browser tab after the screen ("Exchange · Ferry"). */
export function usePageTitle(title: string | null): void {
  const t = useTranslate();
  const documentTitle = title ? t('common.pageTitle', { title }) : t('common.appName');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
