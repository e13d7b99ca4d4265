import { median } from '../ledger/bench-report';
import { formatTextTable } from '../ledger/text-table';

/** Issue 11's goals for the GETs; issue 30's for POST transfers and the transfer's own SQL. */
export const GOALS = {
  currencies_ratio: 0.75,
  balances_p99_ms: 50,
  transfers_ratio: 0.35,
  transfers_p99_ms: 50,
  transfer_sql_ratio: 0.45,
} as const;

export type CaseName =
  | 'GET currencies'
  | 'GET balances'
  | 'POST transfers'
  | 'POST transfers, 2 instances'
  | 'transfer SQL, no Node'
  | 'POST conversions'
  | 'conversion SQL, no Node'
  | 'POST exchanges'
  | 'exchange SQL, no Node';

/** One round of a case: Ferry and its baseline measured back to back. */
export interface ApiRound {
  ferryPerSecond: number;
  baselinePerSecond: number;
  ferryP99Ms: number;
  baselineP99Ms: number;
}

export interface ApiCase {
  name: CaseName;
  connections: number;
  baseline: string;
  rounds: readonly ApiRound[];
}

export interface ApiSummary {
  currencies_ratio: number;
  balances_ratio: number;
  balances_p99_ms: number;
  /** Null when the run had no PostgreSQL (DATABASE_URL) to measure transfers on. */
  transfers_ratio: number | null;
  /**
   * The transfer's own statements sent by pgbench beside tpcb-like: the most the transfers ratio
   * could reach on this machine if the server cost nothing. Null without PostgreSQL.
   */
  transfer_sql_ratio: number | null;
  transfers_p99_ms: number | null;
  /**
   * Transfers per second through two server instances on this machine over one instance's, each
   * measured beside tpcb-like: the second instance competes for the same cores. Null when not run.
   */
  two_instances_over_one: number | null;
  /**
   * Conversions (a POST quotes and a POST conversions each) per second beside tpcb-like, their p99
   * over both requests, and the conversion's own statements sent by pgbench (its ceiling). No goal
   * of their own: the issue asks for them beside the transfers. Null when not run.
   */
  conversions_ratio: number | null;
  conversions_p99_ms: number | null;
  conversion_sql_ratio: number | null;
  /** The same for exchanges between balances (a BUY of USDT), whose call also checks the limits' stamp. */
  exchanges_ratio: number | null;
  exchanges_p99_ms: number | null;
  exchange_sql_ratio: number | null;
  goals: typeof GOALS;
  met: {
    currencies_ratio: boolean;
    balances_p99_ms: boolean;
    transfers_ratio: boolean | null;
    transfers_p99_ms: boolean | null;
    transfer_sql_ratio: boolean | null;
  };
}

const roundRatio = (round: ApiRound) =>
  round.baselinePerSecond > 0 ? round.ferryPerSecond / round.baselinePerSecond : 0;

/** A case's ratio is the median of its rounds' ratios: a slow spell weighs on both sides of one. */
export const ratioOf = (result: ApiCase) => median(result.rounds.map(roundRatio));
const p99Of = (result: ApiCase) => median(result.rounds.map((round) => round.ferryP99Ms));

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The ratios and whether each goal is met, judged on unrounded figures; the bench's last line. */
export function summarise(results: readonly ApiCase[]): ApiSummary {
  const find = (name: CaseName) => results.find((result) => result.name === name);
  const currencies = find('GET currencies');
  const balances = find('GET balances');
  const transfers = find('POST transfers');
  const currenciesRatio = currencies ? ratioOf(currencies) : 0;
  const balancesP99 = balances ? p99Of(balances) : Number.POSITIVE_INFINITY;
  const transfersRatio = transfers ? ratioOf(transfers) : null;
  const transferSql = find('transfer SQL, no Node');
  const transferSqlRatio = transferSql ? ratioOf(transferSql) : null;
  const transfersP99 = transfers ? p99Of(transfers) : null;
  const two = find('POST transfers, 2 instances');
  const conversions = find('POST conversions');
  const conversionSql = find('conversion SQL, no Node');
  const exchanges = find('POST exchanges');
  const exchangeSql = find('exchange SQL, no Node');
  const perSecondOf = (result: ApiCase) => median(result.rounds.map((round) => round.ferryPerSecond));
  return {
    currencies_ratio: round2(currenciesRatio),
    balances_ratio: round2(balances ? ratioOf(balances) : 0),
    balances_p99_ms: round2(balancesP99),
    transfers_ratio: transfersRatio === null ? null : round2(transfersRatio),
    transfer_sql_ratio: transferSqlRatio === null ? null : round2(transferSqlRatio),
    transfers_p99_ms: transfersP99 === null ? null : round2(transfersP99),
    two_instances_over_one: two && transfers ? round2(perSecondOf(two) / perSecondOf(transfers)) : null,
    conversions_ratio: conversions ? round2(ratioOf(conversions)) : null,
    conversions_p99_ms: conversions ? round2(p99Of(conversions)) : null,
    conversion_sql_ratio: conversionSql ? round2(ratioOf(conversionSql)) : null,
    exchanges_ratio: exchanges ? round2(ratioOf(exchanges)) : null,
    exchanges_p99_ms: exchanges ? round2(p99Of(exchanges)) : null,
    exchange_sql_ratio: exchangeSql ? round2(ratioOf(exchangeSql)) : null,
    goals: GOALS,
    met: {
      currencies_ratio: currenciesRatio >= GOALS.currencies_ratio,
      balances_p99_ms: balancesP99 <= GOALS.balances_p99_ms,
      transfers_ratio: transfersRatio === null ? null : transfersRatio >= GOALS.transfers_ratio,
      transfers_p99_ms: transfersP99 === null ? null : transfersP99 <= GOALS.transfers_p99_ms,
      transfer_sql_ratio: transferSqlRatio === null ? null : transferSqlRatio >= GOALS.transfer_sql_ratio,
    },
  };
}

/** One row per case: median rates and p99s of both sides, the case's ratio and each round's. */
export function formatTable(results: readonly ApiCase[]): string {
  const header = ['case', 'conns', 'ferry/s', 'ferry p99 ms', 'baseline', 'baseline/s', 'ratio', 'rounds'];
  const rows = results.map((result) => [
    result.name,
    String(result.connections),
    median(result.rounds.map((r) => r.ferryPerSecond)).toFixed(0),
    p99Of(result).toFixed(1),
    result.baseline,
    median(result.rounds.map((r) => r.baselinePerSecond)).toFixed(0),
    ratioOf(result).toFixed(2),
    result.rounds.map((r) => roundRatio(r).toFixed(2)).join(' '),
  ]);
  return formatTextTable(header, rows, new Set([0, 4]));
}
