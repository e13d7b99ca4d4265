import { Skeleton } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/use-translate';

/** Row-shaped placeholders while a list loads; announced once as "Loading". */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonStatus className="ferry-balances-skeleton">
      <SkeletonRows rows={rows} />
    </SkeletonStatus>
  );
}

/** A loading placeholder, announced once as "Loading". */
export function SkeletonStatus({ className, children }: { className: string; children: ReactNode }) {
  const t = useTranslate();
  return (
    <div className={className} role="status" aria-live="polite" aria-label={t('common.loading')}>
      {children}
    </div>
  );
}

/** Row-shaped placeholders: a badge and two lines each. */
export function SkeletonRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <div className="ferry-skeleton-row" key={index} aria-hidden="true">
      <Skeleton visible className="ferry-skeleton-badge">
        <span />
      </Skeleton>
      <div className="ferry-skeleton-lines">
        <Skeleton visible className="ferry-skeleton-line" />
        <Skeleton visible className="ferry-skeleton-line ferry-skeleton-line-short" />
      </div>
    </div>
  ));
}
