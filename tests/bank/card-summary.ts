import { type CardHistory, summaryOutcome } from './card-history';
import type { CardSnapshot } from './card-snapshot';
import type { CardNemesisEvent } from './card-workload';
import type { Violation } from './check-history';

export interface CardRunFacts {
  store: string;
  cards: number;
  clients: number;
  workloadMs: number;
  totalMs: number;
  kills: readonly CardNemesisEvent[];
}

/** Operations by kind and outcome, what the books hold, the faults and the verdict, as plain lines. */
export function formatCardSummary(
  history: CardHistory,
  snapshot: CardSnapshot,
  violations: readonly Violation[],
  facts: CardRunFacts,
): string {
  const counts = new Map<
    string,
    { ok: number; refused: number; indeterminate: number; redelivered: number }
  >();
  for (const operation of history) {
    const row = counts.get(operation.kind) ?? { ok: 0, refused: 0, indeterminate: 0, redelivered: 0 };
    row[summaryOutcome(operation)] += 1;
    row.redelivered += Math.max(0, operation.deliveries.length - 1);
    counts.set(operation.kind, row);
  }
  const byStatus = new Map<string, number>();
  for (const row of snapshot.authorizations) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
  const timeouts = history.filter((operation) => operation.outcome === 'timeout').length;
  const owed = snapshot.overdrafts.filter((row) => row.owedMinor > 0n);
  const lines = [
    `card bank test on ${facts.store}: ${facts.cards} cards, ${facts.clients} clients, ${Math.round(facts.workloadMs / 1000)} s of workload, ${Math.round(facts.totalMs / 1000)} s in all`,
    'operations (ok / refused / indeterminate; redeliveries):',
    ...[...counts].map(
      ([kind, row]) =>
        `  ${kind.padEnd(22)} ${row.ok} / ${row.refused} / ${row.indeterminate}; ${row.redelivered}`,
    ),
    '  (a late copy of an authorization is "ok" when Ferry replays its first answer; none may hold)',
    `authorizations in the books: ${[...byStatus].map(([status, count]) => `${status} ${count}`).join(', ')}; network timeouts ${timeouts}`,
    `network events applied: ${snapshot.events.filter((event) => event.outcome.startsWith('applied')).length}; ledger holds ${snapshot.ledgerHolds.length}; overdrafts open ${owed.length}`,
    `server SIGKILLs: ${facts.kills.length} (at ${facts.kills.map((kill) => `${(kill.killedAtMs / 1000).toFixed(1)} s, back in ${(kill.restartedInMs / 1000).toFixed(1)} s, ${kill.aged} aged`).join('; ')})`,
  ];
  if (violations.length === 0) lines.push('verdict: VALID — every check held');
  else {
    lines.push(`verdict: INVALID — ${violations.length} violation(s):`);
    for (const violation of violations.slice(0, 50))
      lines.push(`  ✗ ${violation.check}: ${violation.detail}`);
    if (violations.length > 50) lines.push(`  … and ${violations.length - 50} more`);
  }
  return `${lines.join('\n')}\n`;
}
