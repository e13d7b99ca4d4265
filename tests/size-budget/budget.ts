import type { FileWeight, FirstLoad, LandingRoute } from './first-load';

/** How far the first load may grow over its committed figure before the check fails. */
export const ALLOWED_GROWTH = 0.05;
/** How far under its figure the first load may shrink before the check asks to lower the figure. */
export const SHRINK_NOTICE = 0.1;

/** One landing's committed figure (tests/size-budget/budgets.json). */
export interface Budget {
  /** First-load JavaScript, gzip level 9, in bytes. */
  gzipBytes: number;
  /** Why the figure is what it is: the change that set it. */
  reason: string;
  /** When it was set (YYYY-MM-DD). */
  date: string;
}

export type Budgets = Record<string, Budget>;

export type Verdict = 'over' | 'within' | 'far-under';

export interface Judgement {
  verdict: Verdict;
  /** measured / figure - 1: +0.049 is 4.9 % over the figure. */
  change: number;
  /** The most the first load may weigh: the figure plus ALLOWED_GROWTH. */
  limit: number;
}

export function judge(gzipBytes: number, figure: number): Judgement {
  const limit = figure * (1 + ALLOWED_GROWTH);
  const change = gzipBytes / figure - 1;
  if (gzipBytes > limit) return { verdict: 'over', change, limit };
  if (gzipBytes < figure * (1 - SHRINK_NOTICE)) return { verdict: 'far-under', change, limit };
  return { verdict: 'within', change, limit };
}

/** The report of one landing: a line of figures, then what to do when it is over or far under. */
export function describe(
  landing: LandingRoute,
  load: FirstLoad,
  budget: Budget,
  judgement: Judgement,
): string[] {
  const name = `${landing.app} ${landing.url}`;
  const figures =
    `first-load JavaScript ${kB(load.gzipBytes)} gzip in ${load.scripts.length} files ` +
    `(${percent(judgement.change)} against the figure ${kB(budget.gzipBytes)} of ${budget.date}; ` +
    `budget ${kB(judgement.limit)} = figure + ${ALLOWED_GROWTH * 100} %), CSS ${kB(load.cssGzipBytes)}` +
    (load.lazyModules.length > 0
      ? `; chunks loaded after the entry for: ${load.lazyModules.join(', ')}`
      : '');
  if (judgement.verdict === 'over') {
    return [
      `FAIL ${name}: ${figures}`,
      `  over budget by ${kB(load.gzipBytes - judgement.limit)}; biggest files:`,
      ...biggest(load.scripts),
      '  Take it out of the first load (a lazy route, an import only where it is used), or raise gzipBytes',
      '  in tests/size-budget/budgets.json in the same commit, with the reason (docs/decisions.md).',
    ];
  }
  if (judgement.verdict === 'far-under') {
    return [
      `ok   ${name}: ${figures}`,
      `  warning: more than ${SHRINK_NOTICE * 100} % under the figure; lower gzipBytes in tests/size-budget/budgets.json`,
      '  to about the measured size, so the next growth is caught.',
    ];
  }
  return [`ok   ${name}: ${figures}`];
}

function biggest(files: FileWeight[], count = 6): string[] {
  return files
    .slice(0, count)
    .map((file) => `    ${kB(file.gzipBytes).padStart(9)}  ${file.file} (${kB(file.bytes)} raw)`);
}

/** Kilobytes of 1 000 bytes, as `pnpm bench:web` prints them. */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function percent(change: number): string {
  return `${change >= 0 ? '+' : '−'}${Math.abs(change * 100).toFixed(1)} %`;
}
