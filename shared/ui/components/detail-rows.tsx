import type { ReactNode } from 'react';
import { CopyRow } from './copy-row';

export interface DetailRow {
  label: string;
  value: ReactNode;
  /** Text to copy (an id, an address, a hash, an IBAN); the row gets a Copy button. */
  copyValue?: string;
  /** The Copy button's label, where the row names it itself. */
  copyLabel?: string;
}

/** Label and value pairs as a description list; long values wrap instead of overflowing. */
export function DetailRows({ items, copyLabel }: { items: DetailRow[]; copyLabel(item: DetailRow): string }) {
  return (
    <dl className="ferry-tx-details">
      {items.map((item) => (
        <div key={item.label} className="ferry-tx-detail" data-copyable={item.copyValue ? 'true' : undefined}>
          <dt>{item.label}</dt>
          <dd>
            {item.copyValue ? (
              <CopyRow
                value={item.value}
                valueClassName="ferry-tx-detail-value"
                copyValue={item.copyValue}
                label={copyLabel(item)}
              />
            ) : (
              <span className="ferry-tx-detail-value">{item.value}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
