import type { ReactNode } from 'react';

export interface AmountSummaryRow {
  label: string;
  value: ReactNode;
  /** The line the user decides on (the total, what arrives). */
  isStrong?: boolean;
}

/** The lines a confirm screen shows before money moves: amount, fees, total, destination. */
export function AmountSummary({ rows, label }: { rows: readonly AmountSummaryRow[]; label?: string }) {
  return (
    <dl className="ferry-amount-summary" aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className="ferry-amount-summary-row" data-strong={row.isStrong ? '' : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
