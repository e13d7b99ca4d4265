import type { ReactNode } from 'react';
import { CopyRow } from '../../../components/copy-row';
import { useTranslate } from '../../../i18n/use-translate';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Text to copy (an id, a hash, an IBAN); the row gets a Copy button. */
  copyValue?: string;
}

/** Label and value pairs in a card, as a description list; long values wrap instead of overflowing. */
export function DetailList({ title, items }: { title?: string; items: DetailItem[] }) {
  const t = useTranslate();
  if (items.length === 0) return null;
  return (
    <section className="ferry-tx-card" aria-label={title}>
      {title ? <h2 className="ferry-section-heading">{title}</h2> : null}
      <dl className="ferry-tx-details">
        {items.map((item) => (
          <div
            key={item.label}
            className="ferry-tx-detail"
            data-copyable={item.copyValue ? 'true' : undefined}
          >
            <dt>{item.label}</dt>
            <dd>
              {item.copyValue ? (
                <CopyRow
                  value={item.value}
                  valueClassName="ferry-tx-detail-value"
                  copyValue={item.copyValue}
                  label={t('transactions.copy', { what: item.label })}
                />
              ) : (
                <span className="ferry-tx-detail-value">{item.value}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
