/**
 * A rate as people read it: at most 6 decimals, trailing zeros dropped, the language's
 * separators ("1.078188", "1,078188"). The API sends it with all its digits.
 */
export function formatRate(rate: string, language: string): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return rate;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 6, minimumFractionDigits: 0 }).format(
    value,
  );
}
