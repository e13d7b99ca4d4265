import type { Statement } from '../statement/build-statement';

/** What a letter of good standing states: since when, and the balances at the end of `asOf`. */
export interface GoodStandingLetter {
  openedAt: Date;
  asOf: string;
  balances: { currency: string; scale: number; amountMinor: bigint }[];
}

/** The letter's balances are the statement's closing balances (the end of the period's last day). */
export function toGoodStandingLetter(statement: Statement, openedAt: Date): GoodStandingLetter {
  return {
    openedAt,
    asOf: statement.period.to,
    balances: statement.currencies.map((summary) => ({
      currency: summary.currency,
      scale: summary.scale,
      amountMinor: summary.closingMinor,
    })),
  };
}
