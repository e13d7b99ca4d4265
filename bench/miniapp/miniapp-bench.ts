import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sign } from '@telegram-apps/init-data-node';
import { loadTelegramStandIn, standInScript } from '../first-value/telegram-stand-in';
import { buildMiniApp } from '../web/build-apps';
import { startFerryServer } from '../web/ferry-server';
import { type PageVitals, runLighthouse } from '../web/lighthouse-run';
import { startInjectingProxy } from './injecting-proxy';

const GOALS = { lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;
/** A token for this bench only: the server checks the mini-app's init data with it. */
const BOT_TOKEN = '7000000003:AAMiniAppBench-local-only-not-a-real-bot';

const write = (line = '') => process.stdout.write(`${line}\n`);
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Registers the launch's Telegram user and accepts the terms by API, so the page measured is the
 * exchange a returning user opens (a new user's first screen is the terms).
 */
async function registerPastTerms(baseUrl: string, initData: string): Promise<void> {
  const api = `${baseUrl}/api/client/v1`;
  const json = { 'Content-Type': 'application/json' };
  const answer = await fetch(`${api}/telegram-register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ init_data: initData }),
  });
  if (!answer.ok) throw new Error(`telegram-register answered ${answer.status}: ${await answer.text()}`);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const terms = (await (await fetch(`${api}/user/terms`, { headers: auth })).json()) as {
    is_consent_required: boolean;
    current_version: number;
  };
  if (!terms.is_consent_required) return;
  const accepted = await fetch(`${api}/user/accept-terms`, {
    method: 'POST',
    headers: { ...auth, ...json },
    body: JSON.stringify({ version: terms.current_version }),
  });
  if (!accepted.ok) throw new Error(`accept-terms answered ${accepted.status}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, 'skip-build': { type: 'boolean', default: false } },
  });
  const runs = Number(values.runs);
  write(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  if (!values['skip-build']) {
    write('Building @ferry/miniapp…');
    buildMiniApp();
  }
  const { installTelegramClientStandIn, TELEGRAM_LIGHT_THEME, telegramLaunchParams } =
    await loadTelegramStandIn();
  write('Starting the server (pnpm start) and the page proxy with the Telegram client stand-in…');
  const server = await startFerryServer({ BOT_TOKEN });
  const proxy = await startInjectingProxy(
    server.baseUrl,
    standInScript(installTelegramClientStandIn, TELEGRAM_LIGHT_THEME),
  );
  try {
    const results: PageVitals[] = [];
    for (let run = 0; run < runs; run += 1) {
      const initData = sign(
        {
          user: { id: 7_200_000_000 + run, first_name: 'Bench', language_code: 'en' },
          chat_instance: '-7000000003',
          chat_type: 'sender',
          signature: 'bWluaWFwcC1iZW5jaA',
        },
        BOT_TOKEN,
        new Date(),
      );
      await registerPastTerms(server.baseUrl, initData);
      const hash = telegramLaunchParams({ initData, theme: TELEGRAM_LIGHT_THEME, platform: 'ios' });
      results.push(await runLighthouse(`${proxy.baseUrl}/messenger/exchange#${hash}`));
    }
    const lcp = median(results.map((result) => result.lcpMs));
    const tbt = median(results.map((result) => result.tbtMs));
    const cls = median(results.map((result) => result.cls));
    write(
      'Lighthouse 12, mobile (default emulation and simulated throttling), mini-app /messenger/exchange:',
    );
    for (const result of results)
      write(
        `  LCP ${(result.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, score ${Math.round(result.score * 100)}, CPU index ${Math.round(result.benchmarkIndex)}, ended at ${new URL(result.finalUrl).pathname}`,
      );
    write(
      `median: LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)} (goals LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1)`,
    );
    write(
      JSON.stringify({
        lcp_ms: Math.round(lcp),
        tbt_ms: Math.round(tbt),
        cls: Number(cls.toFixed(3)),
        goals: { lcp_ms: GOALS.lcpMs, tbt_ms: GOALS.tbtMs, cls: GOALS.cls },
        met: { lcp: lcp <= GOALS.lcpMs, tbt: tbt <= GOALS.tbtMs, cls: cls <= GOALS.cls },
      }),
    );
  } finally {
    await proxy.stop();
    await server.stop();
  }
}

await main();
