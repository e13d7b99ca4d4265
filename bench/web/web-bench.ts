import { mkdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fundUser, signUpUser } from '../api/api-users';
import { formatTextTable } from '../ledger/text-table';
import { buildEmptyApp, buildWebApp } from './build-apps';
import { startFerryServer } from './ferry-server';
import { type JsWeight, measureJs } from './js-weight';
import { type PageVitals, runLighthouse, type SeededStorage } from './lighthouse-run';
import { serveStatic } from './static-server';

/** Issue 13's goals: first-load JavaScript against an empty React app, and Core Web Vitals on mobile. */
const GOALS = { jsRatio: 2, lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;

const write = (line = '') => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-lighthouse': { type: 'boolean', default: false },
      reports: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('usage: pnpm bench:web [--runs 3] [--skip-lighthouse] [--reports <folder>]');
  if (values.reports) mkdirSync(values.reports, { recursive: true });
  return { runs, isSkippingLighthouse: values['skip-lighthouse'], reportsDir: values.reports };
}

function printWeights(ferry: JsWeight, empty: JsWeight): void {
  write('JavaScript loaded until network idle (bodies gzipped -9 here):');
  write(
    formatTextTable(
      ['page', 'files', 'raw', 'gzip'],
      [
        ['Ferry /exchange', String(ferry.files.length), kb(ferry.bytes), kb(ferry.gzipBytes)],
        ['empty React app /', String(empty.files.length), kb(empty.bytes), kb(empty.gzipBytes)],
      ],
    ),
  );
  write();
  write('Ferry /exchange, file by file:');
  write(
    formatTextTable(
      ['file', 'raw', 'gzip'],
      ferry.files.map((file) => [
        path.basename(new URL(file.url).pathname),
        kb(file.bytes),
        kb(file.gzipBytes),
      ]),
    ),
  );
  write();
}

interface VitalsRow {
  page: string;
  runs: PageVitals[];
}

function summarise(row: VitalsRow) {
  return {
    lcp_ms: Math.round(median(row.runs.map((run) => run.lcpMs))),
    tbt_ms: Math.round(median(row.runs.map((run) => run.tbtMs))),
    cls: Number(median(row.runs.map((run) => run.cls)).toFixed(3)),
    score: Math.round(median(row.runs.map((run) => run.score)) * 100),
    benchmark_index: Math.round(median(row.runs.map((run) => run.benchmarkIndex))),
    final_url: row.runs.at(-1)?.finalUrl ?? '',
  };
}

function printVitals(rows: readonly VitalsRow[]): void {
  write(
    `Lighthouse 12, mobile (default emulation and simulated throttling), median of ${rows[0]?.runs.length} runs:`,
  );
  write(
    formatTextTable(
      ['page', 'LCP', 'TBT', 'CLS', 'score', 'CPU index', 'ended at'],
      rows.map((row) => {
        const figures = summarise(row);
        return [
          row.page,
          `${(figures.lcp_ms / 1000).toFixed(2)} s`,
          `${figures.tbt_ms} ms`,
          figures.cls.toFixed(3),
          String(figures.score),
          String(figures.benchmark_index),
          new URL(figures.final_url).pathname,
        ];
      }),
    ),
  );
  for (const row of rows) {
    const runs = row.runs.map(
      (run) =>
        `${(run.lcpMs / 1000).toFixed(2)} s/${Math.round(run.tbtMs)} ms/${run.cls.toFixed(3)} (${Math.round(run.benchmarkIndex)})`,
    );
    write(`  ${row.page} runs (LCP/TBT/CLS (CPU index)): ${runs.join(', ')}`);
  }
  write(`goals: LCP ≤ ${GOALS.lcpMs / 1000} s, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}`);
  write(
    'Lighthouse times tasks on this CPU and scales them by 4: on a busy machine (low CPU index) TBT grows.',
  );
  write();
}

async function measureEmptyApp(): Promise<JsWeight> {
  const app = await buildEmptyApp();
  try {
    const server = await serveStatic(app.distDir);
    try {
      return await measureJs(`${server.baseUrl}/`);
    } finally {
      await server.stop();
    }
  } finally {
    app.remove();
  }
}

async function main(): Promise<void> {
  const options = readOptions();
  write(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${availableParallelism()} CPUs`,
  );
  write('Building @ferry/web and the empty React app…');
  buildWebApp();
  const empty = await measureEmptyApp();
  write('Starting the server (pnpm start)…');
  const server = await startFerryServer();
  try {
    const ferry = await measureJs(`${server.baseUrl}/exchange`);
    const ratio = ferry.gzipBytes / empty.gzipBytes;
    printWeights(ferry, empty);
    write(`ratio Ferry / empty: ${ratio.toFixed(2)}× (goal ≤ ${GOALS.jsRatio}×)`);
    write();

    const vitals: VitalsRow[] = [];
    if (!options.isSkippingLighthouse) {
      const user = await signUpUser(server.baseUrl, 0);
      await fundUser(server.baseUrl, user, '250.00');
      const session: SeededStorage = {
        'ferry.auth': JSON.stringify({ accessToken: user.token, refreshToken: user.refreshToken }),
      };
      const pages: [string, SeededStorage | undefined][] = [
        ['/exchange', undefined],
        ['/balances', session],
      ];
      for (const [pathname, storage] of pages) {
        const row: VitalsRow = { page: pathname, runs: [] };
        for (let run = 0; run < options.runs; run += 1) {
          const reportFile = options.reportsDir
            ? path.resolve(options.reportsDir, `lighthouse${pathname.replaceAll('/', '-')}-${run + 1}.json`)
            : undefined;
          row.runs.push(await runLighthouse(`${server.baseUrl}${pathname}`, storage, reportFile));
        }
        vitals.push(row);
      }
      printVitals(vitals);
    }

    const pages = Object.fromEntries(vitals.map((row) => [row.page, summarise(row)]));
    const met = {
      js_ratio: ratio <= GOALS.jsRatio,
      ...Object.fromEntries(
        Object.entries(pages).map(([page, figures]) => [
          page,
          figures.lcp_ms <= GOALS.lcpMs && figures.tbt_ms <= GOALS.tbtMs && figures.cls <= GOALS.cls,
        ]),
      ),
    };
    write(
      JSON.stringify({
        js_gzip_bytes: ferry.gzipBytes,
        empty_js_gzip_bytes: empty.gzipBytes,
        js_ratio: Number(ratio.toFixed(2)),
        pages,
        goals: { js_ratio: GOALS.jsRatio, lcp_ms: GOALS.lcpMs, tbt_ms: GOALS.tbtMs, cls: GOALS.cls },
        met,
      }),
    );
  } finally {
    await server.stop();
  }
}

await main();
