import { realiseFifo, type TaxAssetTotals, type TaxEvent } from '@ferry/shared/domain';
import type { TaxMovement } from './tax-movement';

export interface TaxReportRow {
  movement: TaxMovement;
  /** Set on a disposal: what its lots cost, and proceeds − cost − fee. */
  realised?: { costBasis: bigint; gain: bigint; uncoveredQuantity: bigint };
}

export interface TaxReport {
  rows: TaxReportRow[];
  /** Disposals within the period only, per asset in order of appearance. */
  totals: TaxAssetTotals[];
  overall: Omit<TaxAssetTotals, 'asset'>;
}

/**
 * Runs FIFO over every movement up to the period's end (lots bought before the period are what
 * its disposals consume) and keeps the movements from `start` on, with their period's totals.
 */
export function buildTaxReport(movements: readonly TaxMovement[], start: Date): TaxReport {
  const ordered = [...movements].sort((a, b) => a.at.getTime() - b.at.getTime());
  const taxable = ordered.filter((movement) => movement.event === 'acquire' || movement.event === 'dispose');
  const events = taxable.map(
    (movement): TaxEvent =>
      movement.event === 'acquire'
        ? {
            kind: 'acquire',
            asset: movement.asset,
            quantity: movement.quantityMinor,
            cost: movement.value,
            fee: movement.fee,
          }
        : {
            kind: 'dispose',
            asset: movement.asset,
            quantity: movement.quantityMinor,
            proceeds: movement.value,
            fee: movement.fee,
          },
  );
  const { results } = realiseFifo(events);
  const realisedOf = new Map(taxable.map((movement, index) => [movement, results[index]]));
  const rows: TaxReportRow[] = [];
  const totals = new Map<string, TaxAssetTotals>();
  const overall = { proceeds: 0n, costBasis: 0n, fees: 0n, gain: 0n };
  for (const movement of ordered) {
    if (movement.at < start) continue;
    const result = realisedOf.get(movement);
    if (movement.event !== 'dispose' || !result) {
      rows.push({ movement });
      continue;
    }
    rows.push({ movement, realised: result });
    const assetTotals = totals.get(movement.asset) ?? {
      asset: movement.asset,
      proceeds: 0n,
      costBasis: 0n,
      fees: 0n,
      gain: 0n,
    };
    totals.set(movement.asset, assetTotals);
    for (const target of [assetTotals, overall]) {
      target.proceeds += movement.value;
      target.costBasis += result.costBasis;
      target.fees += movement.fee;
      target.gain += result.gain;
    }
  }
  return { rows, totals: [...totals.values()], overall };
}
