export const GOALS = { tpcb_like_32: 1.0, hot_account: 0.8 } as const;

export interface CaseResult {
  name: 'tpcb-like' | 'hot account';
  clients: number;
  ferryPerSecond: number;
  pgbenchPerSecond: number;
}

export interface BenchSummary {
  tpcb_like_ratio: Record<string, number>;
  hot_account_ratio: number;
  goals: typeof GOALS;
  met: { tpcb_like_32: boolean; hot_account: boolean };
}

const ratioOf = (result: CaseResult) =>
  round(result.pgbenchPerSecond > 0 ? result.ferryPerSecond / result.pgbenchPerSecond : 0);

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The ratios and whether each goal is met; the bench's last line. */
export function summarise(results: readonly CaseResult[]): BenchSummary {
  const tpcbLike = results.filter((result) => result.name === 'tpcb-like');
  const hot = results.find((result) => result.name === 'hot account');
  const tpcbLikeRatio = Object.fromEntries(
    tpcbLike.map((result) => [String(result.clients), ratioOf(result)]),
  );
  const hotRatio = hot ? ratioOf(hot) : 0;
  return {
    tpcb_like_ratio: tpcbLikeRatio,
    hot_account_ratio: hotRatio,
    goals: GOALS,
    met: {
      tpcb_like_32: (tpcbLikeRatio['32'] ?? 0) >= GOALS.tpcb_like_32,
      hot_account: hotRatio >= GOALS.hot_account,
    },
  };
}

/** A readable table: one row per case, ferry transfers/s beside pgbench transactions/s. */
export function formatTable(results: readonly CaseResult[]): string {
  const header = ['case', 'clients', 'ferry transfers/s', 'pgbench tps', 'ratio'];
  const rows = results.map((result) => [
    result.name,
    String(result.clients),
    result.ferryPerSecond.toFixed(0),
    result.pgbenchPerSecond.toFixed(0),
    ratioOf(result).toFixed(2),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}
