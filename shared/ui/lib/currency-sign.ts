/** The glyph a badge shows: a symbol ($, €, ₴, zł) when the currency has one, else its code. */
export function currencyGlyph(currency: { code: string; symbol: string | null }): string {
  return currency.symbol ?? currency.code;
}
