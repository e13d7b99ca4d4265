import { parseArgs } from 'node:util';
import { loadTelegramStandIn, standInScript } from '../first-value/telegram-stand-in';
import { printMachineLoad, write } from '../web/bench-output';
import { buildMiniApp } from '../web/build-apps';
import { measureEmptyApp } from '../web/empty-app-weight';
import { startFerryServer } from '../web/ferry-server';
import { measureJs } from '../web/js-weight';
import { JS_RATIO_GOAL, printWeights } from '../web/js-weight-report';
import { runLighthouse } from '../web/lighthouse-run';
import {
  meetsVitalsGoals,
  printVitals,
  summariseVitals,
  VITALS_GOALS,
  type VitalsRow,
} from '../web/vitals-report';
import { printFirstPrice, summariseFirstPrice } from './first-price-report';
import { type FirstPriceRun, timeFirstPrice } from './first-price-timing';
import { startInjectingProxy } from './injecting-proxy';
import { BOT_TOKEN, registerPastTerms, signInitData } from './telegram-user';

const PAGE = '/messenger/exchange';
/** Each launch is a user of its own; the blocks keep the measurements' users apart. */
const USERS = { lighthouse: 7_200_000_000, jsWeight: 7_210_000_000, timing: 7_220_000_000 } as const;

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('usage: pnpm bench:miniapp [--runs 3] [--skip-build] [--skip-lighthouse]');
  return { runs, isSkippingBuild: values['skip-build'], isSkippingLighthouse: values['skip-lighthouse'] };
}

async function main(): Promise<void> {
  const options = readOptions();
  printMachineLoad();
  if (!options.isSkippingBuild) {
    write('Building @ferry/miniapp…');
    buildMiniApp();
  }
  write('Building the empty React app…');
  const empty = await measureEmptyApp();
  const { installTelegramClientStandIn, TELEGRAM_LIGHT_THEME, telegramLaunchParams } =
    await loadTelegramStandIn();
  const standIn = standInScript(installTelegramClientStandIn, TELEGRAM_LIGHT_THEME);
  write('Starting the server (pnpm start) and the page proxy with the Telegram client stand-in…');
  const server = await startFerryServer({ BOT_TOKEN });
  const proxy = await startInjectingProxy(server.baseUrl, standIn);
  /** A registered user past the terms, and the hash Telegram opens the mini-app with for them. */
  const launchHash = async (userId: number) => {
    const initData = signInitData(userId);
    await registerPastTerms(server.baseUrl, initData);
    return telegramLaunchParams({ initData, theme: TELEGRAM_LIGHT_THEME, platform: 'ios' });
  };
  try {
    const ferry = await measureJs(`${proxy.baseUrl}${PAGE}#${await launchHash(USERS.jsWeight)}`);
    const ratio = printWeights(`${PAGE} (mini-app)`, ferry, empty);

    const row: VitalsRow = { page: `${PAGE} (mini-app)`, runs: [] };
    if (!options.isSkippingLighthouse) {
      for (let run = 0; run < options.runs; run += 1)
        row.runs.push(
          await runLighthouse(`${proxy.baseUrl}${PAGE}#${await launchHash(USERS.lighthouse + run)}`),
        );
      printVitals([row]);
    }

    write(
      `Launch to ready() and to the first price, Playwright Chromium, ${options.runs} run(s) per condition…`,
    );
    const timing: { throttled: FirstPriceRun[]; unthrottled: FirstPriceRun[] } = await timeFirstPrice(
      {
        standIn,
        launchUrl: async (run) => `${server.baseUrl}${PAGE}#${await launchHash(USERS.timing + run)}`,
      },
      options.runs,
    );
    printFirstPrice(timing);
    printMachineLoad();

    const vitals = row.runs.length ? summariseVitals(row) : null;
    write(
      JSON.stringify({
        js_gzip_bytes: ferry.gzipBytes,
        empty_js_gzip_bytes: empty.gzipBytes,
        js_ratio: Number(ratio.toFixed(2)),
        ...(vitals ?? {}),
        first_price: {
          throttled: summariseFirstPrice(timing.throttled),
          unthrottled: summariseFirstPrice(timing.unthrottled),
        },
        goals: {
          js_ratio: JS_RATIO_GOAL,
          lcp_ms: VITALS_GOALS.lcpMs,
          tbt_ms: VITALS_GOALS.tbtMs,
          cls: VITALS_GOALS.cls,
        },
        met: {
          js_ratio: ratio <= JS_RATIO_GOAL,
          ...(vitals
            ? {
                lcp: vitals.lcp_ms <= VITALS_GOALS.lcpMs,
                tbt: vitals.tbt_ms <= VITALS_GOALS.tbtMs,
                cls: vitals.cls <= VITALS_GOALS.cls,
                vitals: meetsVitalsGoals(vitals),
              }
            : {}),
        },
      }),
    );
  } finally {
    await proxy.stop();
    await server.stop();
  }
}

await main();
