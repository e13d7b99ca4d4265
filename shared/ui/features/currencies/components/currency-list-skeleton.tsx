import { Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useTranslate } from '../../../i18n/use-translate';

const PLACEHOLDER_ROWS = 6;

/** Row-shaped placeholders while the catalogue loads; announced once as "Loading". */
export function CurrencyListSkeleton() {
  const t = useTranslate();
  return (
    <div
      className="ferry-currency-skeleton"
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
    >
      <Section>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
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
      </Section>
    </div>
  );
}
