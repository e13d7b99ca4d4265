import { Skeleton } from '@telegram-apps/telegram-ui';
import { useTranslate } from '../i18n/use-translate';

/** Row-shaped placeholders while a list loads; announced once as "Loading". */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  const t = useTranslate();
  return (
    <div
      className="ferry-balances-skeleton"
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
    >
      {Array.from({ length: rows }, (_, index) => (
        <div className="ferry-skeleton-row" key={index} aria-hidden="true">
          <Skeleton visible className="ferry-skeleton-badge">
            <span />
          </Skeleton>
          <div className="ferry-skeleton-lines">
            <Skeleton visible className="ferry-skeleton-line" />
            <Skeleton visible className="ferry-skeleton-line ferry-skeleton-line-short" />
          </div>
        </div>
      ))}
    </div>
  );
}
