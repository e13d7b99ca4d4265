import '../styles/copy-row.css';
import type { ReactNode } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { CopyButton } from './copy-button';

interface CopyRowProps {
  /** What the row shows (may be shortened or formatted). */
  value: ReactNode;
  /** The exact text the button copies. */
  copyValue: string;
  /** The button's name ("Copy IBAN"). */
  label: string;
  valueClassName?: string;
}

/**
 * A value with its Copy button beside it, on every screen the same way: the value takes the line
 * and wraps within it, the button keeps its place at the end. Rows that let the button drop below
 * a long value and sit beside a short one looked like two designs.
 */
export function CopyRow({ value, copyValue, label, valueClassName }: CopyRowProps) {
  const t = useTranslate();
  return (
    <span className="ferry-copy-row">
      <span className={['ferry-copy-row-value', valueClassName].filter(Boolean).join(' ')}>{value}</span>
      <span className="ferry-copy-row-action">
        {/* The same short "Copy" on every row, named after its value for screen readers: a long
            "Copy Recipient" squeezed the value until an IBAN left its last digit alone. */}
        <CopyButton value={copyValue} label={label} visibleLabel={t('common.copy')} />
      </span>
    </span>
  );
}
