import { requiredFromMinor } from '../money/quote-math';
import type { HoldLeg } from './authorize-spend';
import type { HoldRecord } from './card-ledger-state';
import type { PostingBalance } from './card-network-events';
import type { CardPosting } from './card-postings';
import { smallerMinor } from './smaller-minor';

/** The part of a converted leg's held money that pays `coversMinor` of the spend. */
export function heldFor(leg: HoldLeg, coversMinor: bigint, spendScale: number): bigint {
  if (coversMinor === leg.coversMinor) return leg.heldMinor;
  if (leg.rate === undefined) return coversMinor;
  const needed = requiredFromMinor(coversMinor, {
    fromScale: leg.scale,
    toScale: spendScale,
    rate: leg.rate,
  });
  return smallerMinor(needed, leg.heldMinor);
}

export function amountOn(balance: PostingBalance, spendMinor: bigint, spendScale: number): bigint {
  if (balance.rate === undefined) return spendMinor;
  return requiredFromMinor(spendMinor, { fromScale: balance.scale, toScale: spendScale, rate: balance.rate });
}

export function holdPostings(id: string, legs: readonly HoldLeg[]): CardPosting[] {
  return legs
    .filter((leg) => leg.heldMinor > 0n)
    .map((leg) => ({
      kind: 'hold',
      authorizationId: id,
      currency: leg.currency,
      amountMinor: leg.heldMinor,
    }));
}

/** Releases `spendMinor` of the hold from the last balance drawn on back to the first. */
export function releaseFromEnd(
  hold: HoldRecord,
  spendMinor: bigint,
  cause: 'reversal' | 'expiry' | 'capture',
): { legs: HoldLeg[]; postings: CardPosting[] } {
  const legs = [...hold.legs];
  const postings: CardPosting[] = [];
  let remaining = spendMinor;
  for (let index = legs.length - 1; index >= 0 && remaining > 0n; index--) {
    const leg = legs[index] as HoldLeg;
    const portion = smallerMinor(leg.coversMinor, remaining);
    if (portion === 0n) continue;
    const keptCovers = leg.coversMinor - portion;
    const keptHeld = keptCovers === 0n ? 0n : heldFor(leg, keptCovers, hold.scale);
    const released = leg.heldMinor - keptHeld;
    legs[index] = { ...leg, heldMinor: keptHeld, coversMinor: keptCovers };
    if (released > 0n) {
      postings.push({
        kind: 'release',
        authorizationId: hold.id,
        currency: leg.currency,
        amountMinor: released,
        cause,
      });
    }
    remaining -= portion;
  }
  return { legs: legs.filter((leg) => leg.coversMinor > 0n || leg.heldMinor > 0n), postings };
}

export function totalCovers(legs: readonly HoldLeg[]): bigint {
  return legs.reduce((sum, leg) => sum + leg.coversMinor, 0n);
}
