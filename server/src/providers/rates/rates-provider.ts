/**
 * Which price of a pair: `mid` values holdings (balances-total); `bid` is what the house gives
 * a user who sells `from` for `to` (below mid, so quotes use it); `ask` is the other way.
 */
export type RateSide = 'mid' | 'bid' | 'ask';

/** Exchange rates. A live adapter asks a market; the sandbox computes them (sandbox-rates.ts). */
export interface RatesProvider {
  readonly mode: 'sandbox' | 'live';
  /**
   * Units of `to` per one unit of `from` at the instant `atMs`, as an exact plain decimal
   * string (at most 18 significant digits, rounded against the user: bid down, ask up). Throws
   * a DomainError CONVERT_CURRENCY_UNAVAILABLE for a currency it cannot price.
   */
  price(from: string, to: string, atMs: number, side?: RateSide): Promise<string>;
}
