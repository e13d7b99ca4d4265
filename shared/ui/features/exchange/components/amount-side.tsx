import { useId } from 'react';
import { useTranslate } from '../../../i18n/use-translate';
import type { PairSide } from '../stores/exchange-pair-store';
import { PairSelector } from './currency-pair';

const AMOUNT_LABEL = { from: 'exchange.form.amountYouPay', to: 'exchange.form.amountYouGet' } as const;
/** One side of the pair: its currency, its amount field and, as children, its payway. */
export function AmountSide({
  side,
  code,
  value,
  isInvalid,
  isReadOnly = false,
  onFocus,
  onChange,
  children,
}: {
  side: PairSide;
  code: string;
  value: string;
  isInvalid: boolean;
  /** The merchant fixed the amount (`isAmountLocked`): shown, not editable. */
  isReadOnly?: boolean;
  onFocus: (side: PairSide | null) => void;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const t = useTranslate();
  const inputId = useId();
  return (
    <div className="ferry-exchange-side-box" data-side={side}>
      <PairSelector side={side} code={code} />
      <label htmlFor={inputId} className="ferry-visually-hidden">
        {t(AMOUNT_LABEL[side])}
      </label>
      <input
        id={inputId}
        className="ferry-input ferry-exchange-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={value}
        aria-invalid={isInvalid || undefined}
        readOnly={isReadOnly}
        aria-readonly={isReadOnly || undefined}
        data-testid={`exchange-amount-${side}`}
        onFocus={() => onFocus(side)}
        onBlur={() => onFocus(null)}
        onChange={(event) => onChange(event.target.value)}
      />
      {children}
    </div>
  );
}
