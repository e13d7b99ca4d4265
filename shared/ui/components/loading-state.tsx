import { Spinner } from '@telegram-apps/telegram-ui';
import { useTranslate } from '../i18n/use-translate';

/** A spinner announced once as "Loading…" (or the given label). */
export function LoadingState({ label }: { label?: string }) {
  const t = useTranslate();
  return (
    <div className="ferry-loading" role="status" aria-live="polite">
      <Spinner size="m" />
      <span className="ferry-loading-label">{label ?? t('common.loading')}</span>
    </div>
  );
}
