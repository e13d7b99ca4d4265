/**
 * Realised gains by FIFO (issue 31, tax export). Every quantity is a bigint of the asset's minor
 * units and every value a bigint of the report currency's minor units, so the rules stay exact;
 * the one rounding is a lot's cost split between disposals (half up, and the last piece taken
 * from a lot carries what is left of its cost, so a lot's cost is spent to the cent).
 */
export const TAX_LOT_METHOD = 'FIFO';

export interface TaxAcquisition {
  kind: 'acquire';
  asset: string;
  quantity: bigint;
  /** What the asset cost in the report currency, fees not included. */
  cost: bigint;
  /** Fees paid to get it; they belong to the lot's cost basis. */
  fee: bigint;
}

export interface TaxDisposal {
  kind: 'dispose';
  asset: string;
  quantity: bigint;
  /** The value of the quantity given up, in the report currency, before fees. */
  proceeds: bigint;
  /** Fees paid on the disposal; they reduce the gain. */
  fee: bigint;
}

export type TaxEvent = TaxAcquisition | TaxDisposal;

export interface TaxLot {
  asset: string;
  quantity: bigint;
  cost: bigint;
}

export interface TaxEventResult {
  /** For a disposal: the cost basis of the lots it consumed (0 for an acquisition). */
  costBasis: bigint;
  /** For a disposal: proceeds − cost basis − fee (0 for an acquisition). */
  gain: bigint;
  /** A disposal of more than the open lots hold: the part with no known cost (basis 0). */
  uncoveredQuantity: bigint;
}

export interface TaxAssetTotals {
  asset: string;
  proceeds: bigint;
  costBasis: bigint;
  fees: bigint;
  gain: bigint;
}

export interface TaxLedger {
  results: TaxEventResult[];
  /** Per asset, in the order each asset first appears. */
  totals: TaxAssetTotals[];
  overall: Omit<TaxAssetTotals, 'asset'>;
  /** What is still held at the end, oldest first per asset. */
  openLots: TaxLot[];
}

/** a × b / c rounded half up, for non-negative a, b and positive c. */
function shareOf(cost: bigint, part: bigint, whole: bigint): bigint {
  return (cost * part * 2n + whole) / (whole * 2n);
}

/** Walks the events in time order: each acquisition opens a lot, each disposal consumes lots oldest first. */
export function realiseFifo(events: readonly TaxEvent[]): TaxLedger {
  const lots = new Map<string, TaxLot[]>();
  const totals = new Map<string, TaxAssetTotals>();
  const results: TaxEventResult[] = [];
  const totalsOf = (asset: string): TaxAssetTotals => {
    let row = totals.get(asset);
    if (!row) {
      row = { asset, proceeds: 0n, costBasis: 0n, fees: 0n, gain: 0n };
      totals.set(asset, row);
    }
    return row;
  };
  for (const event of events) {
    if (event.quantity < 0n || event.fee < 0n)
      throw new Error('A tax event holds a negative quantity or fee');
    const queue = lots.get(event.asset) ?? [];
    lots.set(event.asset, queue);
    const assetTotals = totalsOf(event.asset);
    if (event.kind === 'acquire') {
      if (event.quantity > 0n)
        queue.push({ asset: event.asset, quantity: event.quantity, cost: event.cost + event.fee });
      results.push({ costBasis: 0n, gain: 0n, uncoveredQuantity: 0n });
      continue;
    }
    let left = event.quantity;
    let costBasis = 0n;
    while (left > 0n && queue.length > 0) {
      const lot = queue[0] as TaxLot;
      if (lot.quantity <= left) {
        costBasis += lot.cost;
        left -= lot.quantity;
        queue.shift();
      } else {
        const taken = shareOf(lot.cost, left, lot.quantity);
        costBasis += taken;
        lot.cost -= taken;
        lot.quantity -= left;
        left = 0n;
      }
    }
    const gain = event.proceeds - costBasis - event.fee;
    results.push({ costBasis, gain, uncoveredQuantity: left });
    assetTotals.proceeds += event.proceeds;
    assetTotals.costBasis += costBasis;
    assetTotals.fees += event.fee;
    assetTotals.gain += gain;
  }
  const perAsset = [...totals.values()];
  const overall = perAsset.reduce(
    (sum, row) => ({
      proceeds: sum.proceeds + row.proceeds,
      costBasis: sum.costBasis + row.costBasis,
      fees: sum.fees + row.fees,
      gain: sum.gain + row.gain,
    }),
    { proceeds: 0n, costBasis: 0n, fees: 0n, gain: 0n },
  );
  return { results, totals: perAsset, overall, openLots: [...lots.values()].flat() };
}
