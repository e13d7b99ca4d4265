import { formatTextTable } from '../ledger/text-table';
import { seconds, write } from './bench-output';
import type { PageVitals } from './lighthouse-run';
import { median } from './median';

/** The pages' Core Web Vitals goals on Lighthouse's mobile settings (medians of the runs). */
export const VITALS_GOALS = { lcpMs: 2000, tbtMs: 200, cls: 0.05 } as const;

export interface VitalsRow {
  page: string;
  runs: PageVitals[];
}

export interface VitalsSummary {
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  score: number;
  benchmark_index: number;
  final_url: string;
  runs: { lcp_ms: number; tbt_ms: number; cls: number; benchmark_index: number }[];
}

export function summariseVitals(row: VitalsRow): VitalsSummary {
  return {
    lcp_ms: Math.round(median(row.runs.map((run) => run.lcpMs))),
    tbt_ms: Math.round(median(row.runs.map((run) => run.tbtMs))),
    cls: Number(median(row.runs.map((run) => run.cls)).toFixed(3)),
    score: Math.round(median(row.runs.map((run) => run.score)) * 100),
    benchmark_index: Math.round(median(row.runs.map((run) => run.benchmarkIndex))),
    // Without the hash: the mini-app's carries the signed init data.
    final_url: (row.runs.at(-1)?.finalUrl ?? '').split('#')[0] ?? '',
    runs: row.runs.map((run) => ({
      lcp_ms: Math.round(run.lcpMs),
      tbt_ms: Math.round(run.tbtMs),
      cls: Number(run.cls.toFixed(3)),
      benchmark_index: Math.round(run.benchmarkIndex),
    })),
  };
}

export function meetsVitalsGoals(figures: VitalsSummary): boolean {
  return (
    figures.lcp_ms <= VITALS_GOALS.lcpMs &&
    figures.tbt_ms <= VITALS_GOALS.tbtMs &&
    figures.cls <= VITALS_GOALS.cls
  );
}

/** The medians as a table, then each run, then the goals they are read against. */
export function printVitals(rows: readonly VitalsRow[]): void {
  write(
    `Lighthouse 12, mobile (default emulation and simulated throttling), median of ${rows[0]?.runs.length} runs:`,
  );
  write(
    formatTextTable(
      ['page', 'LCP', 'TBT', 'CLS', 'score', 'CPU index', 'ended at'],
      rows.map((row) => {
        const figures = summariseVitals(row);
        return [
          row.page,
          seconds(figures.lcp_ms),
          `${figures.tbt_ms} ms`,
          figures.cls.toFixed(3),
          String(figures.score),
          String(figures.benchmark_index),
          figures.final_url ? new URL(figures.final_url).pathname : '',
        ];
      }),
    ),
  );
  for (const row of rows) {
    const runs = row.runs.map(
      (run) =>
        `${seconds(run.lcpMs)}/${Math.round(run.tbtMs)} ms/${run.cls.toFixed(3)} (${Math.round(run.benchmarkIndex)})`,
    );
    write(`  ${row.page} runs (LCP/TBT/CLS (CPU index)): ${runs.join(', ')}`);
  }
  write(
    `goals: LCP ≤ ${(VITALS_GOALS.lcpMs / 1000).toFixed(1)} s, TBT ≤ ${VITALS_GOALS.tbtMs} ms, CLS ≤ ${VITALS_GOALS.cls} (issue 25)`,
  );
  write(
    'Lighthouse times tasks on this CPU and scales them by 4: on a busy machine (low CPU index) TBT grows.',
  );
  write();
}
