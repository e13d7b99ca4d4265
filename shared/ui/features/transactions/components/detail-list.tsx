import { type DetailRow, DetailRows } from '../../../components/detail-rows';
import { useTranslate } from '../../../i18n/use-translate';

export type DetailItem = Omit<DetailRow, 'copyLabel'>;

/** Label and value pairs in a card, as a description list; long values wrap instead of overflowing. */
export function DetailList({ title, items }: { title?: string; items: DetailItem[] }) {
  const t = useTranslate();
  if (items.length === 0) return null;
  return (
    <section className="ferry-tx-card" aria-label={title}>
      {title ? <h2 className="ferry-section-heading">{title}</h2> : null}
      <DetailRows items={items} copyLabel={(item) => t('transactions.copy', { what: item.label })} />
    </section>
  );
}
