import { type CurrencyKind, signOf } from '@ferry/shared/domain';

interface CurrencyBadgeProps {
  currency: { code: string; symbol: string | null; kind: CurrencyKind };
  size?: 'm' | 'l';
}

/** A round badge with the currency's sign ($, €, ₴, zł) or, lacking one, its code. */
export function CurrencyBadge({ currency, size = 'm' }: CurrencyBadgeProps) {
  const glyph = signOf(currency);
  const length = glyph.length <= 2 ? 'short' : glyph.length <= 4 ? 'medium' : 'long';
  return (
    <span
      className="ferry-currency-badge"
      data-kind={currency.kind}
      data-length={length}
      data-size={size}
      aria-hidden="true"
    >
      {glyph}
    </span>
  );
}
