import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fundUser, signUpUser } from '../api/api-users';
import { printMachineLoad, write } from './bench-output';
import { buildWebApp } from './build-apps';
import { measureEmptyApp } from './empty-app-weight';
import { startFerryServer } from './ferry-server';
import { measureJs } from './js-weight';
import { JS_RATIO_GOAL, printWeights } from './js-weight-report';
import { runLighthouse, type SeededStorage } from './lighthouse-run';
import {
  meetsVitalsGoals,
  printVitals,
  summariseVitals,
  VITALS_GOALS,
  type VitalsRow,
} from './vitals-report';

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

async function main(): Promise<void> {
  const options = readOptions();
  printMachineLoad();
  write('Building @ferry/web and the empty React app…');
  buildWebApp();
  const empty = await measureEmptyApp();
  write('Starting the server (pnpm start)…');
  const server = await startFerryServer();
  try {
    const ferry = await measureJs(`${server.baseUrl}/exchange`);
    const ratio = printWeights('/exchange', ferry, empty);

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
    printMachineLoad();

    const pages = Object.fromEntries(vitals.map((row) => [row.page, summariseVitals(row)]));
    const met = {
      js_ratio: ratio <= JS_RATIO_GOAL,
      ...Object.fromEntries(
        Object.entries(pages).map(([page, figures]) => [page, meetsVitalsGoals(figures)]),
      ),
    };
    write(
      JSON.stringify({
        js_gzip_bytes: ferry.gzipBytes,
        empty_js_gzip_bytes: empty.gzipBytes,
        js_ratio: Number(ratio.toFixed(2)),
        pages,
        goals: {
          js_ratio: JS_RATIO_GOAL,
          lcp_ms: VITALS_GOALS.lcpMs,
          tbt_ms: VITALS_GOALS.tbtMs,
          cls: VITALS_GOALS.cls,
        },
        met,
      }),
    );
  } finally {
    await server.stop();
  }
}

await main();
