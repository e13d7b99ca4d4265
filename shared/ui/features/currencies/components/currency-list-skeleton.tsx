import { Section } from '@telegram-apps/telegram-ui';
import { SkeletonRows, SkeletonStatus } from '../../../components/list-skeleton';

const PLACEHOLDER_ROWS = 6;

/** Row-shaped placeholders while the catalogue loads; announced once as "Loading". */
export function CurrencyListSkeleton() {
  return (
    <SkeletonStatus className="ferry-currency-skeleton">
      <Section>
        <SkeletonRows rows={PLACEHOLDER_ROWS} />
      </Section>
    </SkeletonStatus>
  );
}
