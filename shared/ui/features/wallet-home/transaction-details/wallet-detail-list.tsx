import type { ReactNode } from 'react';
import { CopyRow } from '../../../components/copy-row';
import { useTranslate } from '../../../i18n/use-translate';

export interface WalletDetail {
  label: string;
  value: ReactNode;
  /** Text to copy (an address, a hash): the row gets a Copy button with this label. */
  copyValue?: string;
  copyLabel?: string;
}

/** Label and value pairs of one wallet transaction, as a description list; long values wrap. */
export function WalletDetailList({ items }: { items: WalletDetail[] }) {
  const t = useTranslate();
  return (
    <section className="ferry-tx-card">
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
                  label={item.copyLabel ?? t('wallet.details.copy', { what: item.label })}
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
