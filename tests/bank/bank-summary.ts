import type { History } from './bank-history';
import type { BankCurrency } from './bank-operations';
import { minorToText } from './bank-random';
import type { DatabaseSnapshot } from './bank-snapshot';
import type { Violation } from './check-history';

export interface RunFacts {
  store: string;
  users: number;
  clients: number;
  workloadMs: number;
  kills: readonly { killedAtMs: number; restartedInMs: number }[];
  retries: number;
  replaysChecked: number;
  operationsCovered: readonly string[];
  /** Credited deposits per currency, and what the users hold at the end ("6000 EUR, …"). */
  moneyIn: string;
  moneyHeld: string;
  /** How the payouts ended at the provider ("DONE 120, FAIL 60, partly paid 12"). */
  payouts: string;
}

/** Final payout statuses from the books, partial payouts counted apart. */
export function formatPayouts(snapshot: DatabaseSnapshot): string {
  const counts = new Map<string, number>();
  for (const row of snapshot.transactions) {
    if (row.type !== 'PAYOUT') continue;
    const label = row.status === 'DONE' && row.paidAmountMinor !== null ? 'DONE partly paid' : row.status;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => `${label} ${count}`).join(', ') || 'none';
}

/** Minor-unit totals as "12.5 EUR, 3 USDT" with each currency's scale. */
export function formatTotals(
  totals: ReadonlyMap<string, bigint>,
  currencies: readonly BankCurrency[],
): string {
  return (
    [...totals]
      .map(([code, minor]) => {
        const scale = currencies.find((currency) => currency.code === code)?.scale;
        return scale === undefined ? `${minor} minor ${code}` : `${minorToText(minor, scale)} ${code}`;
      })
      .join(', ') || 'none'
  );
}

/** Operations by kind and outcome, the faults, and the verdict, as plain lines. */
export function formatSummary(history: History, facts: RunFacts, violations: readonly Violation[]): string {
  const counts = new Map<string, Record<string, number>>();
  for (const operation of history) {
    const row = counts.get(operation.kind) ?? { ok: 0, refused: 0, indeterminate: 0, ambiguousAttempts: 0 };
    row[operation.outcome] = (row[operation.outcome] ?? 0) + 1;
    row.ambiguousAttempts =
      (row.ambiguousAttempts ?? 0) +
      operation.attempts.filter((attempt) => attempt.verdict === 'ambiguous').length;
    counts.set(operation.kind, row);
  }
  const lines = [
    `bank test on ${facts.store}: ${facts.users} users, ${facts.clients} clients, ${Math.round(facts.workloadMs / 1000)} s of workload`,
    `operations covered: ${facts.operationsCovered.join(', ')}`,
    `money in (credited deposits): ${facts.moneyIn}; held by users at the end: ${facts.moneyHeld}`,
    `withdrawals at the provider: ${facts.payouts}`,
    'operations (ok / refused / indeterminate; ambiguous attempts):',
    ...[...counts].map(
      ([kind, row]) =>
        `  ${kind.padEnd(18)} ${row.ok} / ${row.refused} / ${row.indeterminate}; ${row.ambiguousAttempts}`,
    ),
    `server SIGKILLs: ${facts.kills.length} (at ${facts.kills.map((kill) => `${(kill.killedAtMs / 1000).toFixed(1)} s, back in ${(kill.restartedInMs / 1000).toFixed(1)} s`).join('; ')})`,
    `retries with the same key: ${facts.retries}; deliberate replays checked: ${facts.replaysChecked}`,
    `ambiguous money requests: ${countAmbiguous(history, true)} had committed (a retry met the stored answer), ${countAmbiguous(history, false)} had not`,
  ];
  if (violations.length === 0) {
    lines.push('verdict: VALID — every check held');
  } else {
    lines.push(`verdict: INVALID — ${violations.length} violation(s):`);
    for (const violation of violations.slice(0, 50))
      lines.push(`  ✗ ${violation.check}: ${violation.detail}`);
    if (violations.length > 50) lines.push(`  … and ${violations.length - 50} more`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Money requests that lost an answer to a reset, a timeout or a 5xx (not a refused connection,
 * which never reached the server), by whether the server had done them: a retry answered by
 * replay proves the first attempt committed.
 */
export function countAmbiguous(history: History, hasCommitted: boolean): number {
  return history.filter((operation) => {
    if (operation.key === null) return false;
    const isAmbiguous = operation.attempts.some(
      (attempt) => attempt.verdict === 'ambiguous' && attempt.error !== 'ECONNREFUSED',
    );
    const ok = operation.attempts.find((attempt) => attempt.verdict === 'ok');
    return isAmbiguous && (ok?.isReplay === true) === hasCommitted;
  }).length;
}

/** Refusal codes by kind, to see what the server said no to. */
export function formatRefusals(history: History): string {
  const counts = new Map<string, number>();
  for (const operation of history) {
    if (operation.outcome !== 'refused') continue;
    const last = operation.attempts.at(-1);
    const label = `${operation.kind} ${last?.status} ${last?.error ?? ''}`.trim();
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([label, count]) => `  ${label}: ${count}`)
    .join('\n');
}
