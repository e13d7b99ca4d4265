import type { DecisionLoadResult } from './authorization-load';

export const GOALS = { decision_p99_ms: 100 } as const;
/** What the network gives Ferry for an answer (Stripe Issuing's deadline). */
export const NETWORK_DEADLINE_MS = 2_000;

/** The `share` quantile (nearest rank); 0 when there are none. */
export function quantile(values: readonly number[], share: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] as number;
}

export interface CardBenchFigures {
  open: DecisionLoadResult;
  rate: number;
  closed: DecisionLoadResult;
  connections: number;
  ledgerPerSecond: number;
  /** Server processes on the one database. */
  instances: number;
}

const ms = (value: number) => Number(value.toFixed(1));

function mergeCounts(...counts: Record<string, number>[]): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const count of counts)
    for (const [key, value] of Object.entries(count)) merged[key] = (merged[key] ?? 0) + value;
  return merged;
}

export function summarise(figures: CardBenchFigures) {
  const { open, closed } = figures;
  const p99 = quantile(open.latenciesMs, 0.99);
  const decisionsPerSecond = closed.latenciesMs.length / closed.elapsedSeconds;
  return {
    rate_per_s: figures.rate,
    sent: open.sent,
    answered_per_s: Number((open.latenciesMs.length / open.elapsedSeconds).toFixed(1)),
    approved: open.approved,
    declined: open.declined,
    decline_reasons: open.declineReasons,
    failed: open.failed + closed.failed,
    failure_reasons: mergeCounts(open.failureReasons, closed.failureReasons),
    decision_p50_ms: ms(quantile(open.latenciesMs, 0.5)),
    decision_p95_ms: ms(quantile(open.latenciesMs, 0.95)),
    decision_p99_ms: ms(p99),
    decision_max_ms: ms(quantile(open.latenciesMs, 1)),
    p99_share_of_deadline: Number((p99 / NETWORK_DEADLINE_MS).toFixed(3)),
    decisions_per_s_closed: Number(decisionsPerSecond.toFixed(1)),
    ledger_transfers_per_s: Number(figures.ledgerPerSecond.toFixed(1)),
    decisions_to_transfers_ratio: Number((decisionsPerSecond / figures.ledgerPerSecond).toFixed(3)),
    server_instances: figures.instances,
    goals: GOALS,
    met: { decision_p99_ms: p99 <= GOALS.decision_p99_ms && open.failed === 0 },
  };
}

export function formatReport(figures: CardBenchFigures): string {
  const s = summarise(figures);
  return [
    `authorization decisions at ${s.rate_per_s}/s for ${figures.open.elapsedSeconds.toFixed(1)} s (open load, signed requests to the real-time endpoint${figures.instances > 1 ? `, ${figures.instances} server processes in turn` : ''}):`,
    `  sent ${s.sent}, answered ${s.approved + s.declined} (${s.approved} approved, ${s.declined} declined: ${JSON.stringify(s.decline_reasons)}), failed ${figures.open.failed}${figures.open.failed > 0 ? ` ${JSON.stringify(figures.open.failureReasons)}` : ''}; ${s.answered_per_s}/s answered`,
    `  decision p50 ${s.decision_p50_ms} ms, p95 ${s.decision_p95_ms} ms, p99 ${s.decision_p99_ms} ms, max ${s.decision_max_ms} ms` +
      ` — goal p99 ≤ ${GOALS.decision_p99_ms} ms (${s.met.decision_p99_ms ? 'met' : 'not met'}); p99 is ${(s.p99_share_of_deadline * 100).toFixed(1)} % of the network's ${NETWORK_DEADLINE_MS} ms`,
    `decisions back to back, ${figures.connections} connections: ${s.decisions_per_s_closed}/s (p99 ${ms(quantile(figures.closed.latenciesMs, 0.99))} ms)`,
    `ledger transfers through the service, ${figures.connections} clients (bench:ledger's loop), same database: ${s.ledger_transfers_per_s}/s`,
    `  a decision costs ${(1 / s.decisions_to_transfers_ratio).toFixed(1)} ledger transfers (ratio ${s.decisions_to_transfers_ratio})`,
    JSON.stringify(s),
  ].join('\n');
}
