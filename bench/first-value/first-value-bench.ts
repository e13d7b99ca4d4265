import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createBot,
  createBotBaseClient,
  createServerBotUsers,
  createServerStartSources,
  createServerSupport,
} from '@ferry/bot';
import { chromium } from '@playwright/test';
import { buildMiniApp } from '../web/build-apps';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/chromium';
import { type FirstValueRun, runFirstValue } from './first-value-flow';
import { startInProcessServer } from './in-process-server';
import { findAppLink, startTelegramEmulator } from './telegram-emulator';

/** The goal: fewer taps than Telegram Wallet, which needs about 8 for the same. */
const GOALS = { taps: 6, seconds: 60 } as const;
/** A token for the local emulator only; it never reaches Telegram. */
const BOT_TOKEN = '7000000001:AAFirstValueBench-local-emulator-only';

const write = (line = '') => process.stdout.write(`${line}\n`);

function readOptions() {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      shots: { type: 'string' },
      'start-payload': { type: 'string', default: 'ref_7000000002-utm_s_bench' },
    },
  });
  if (values.shots) mkdirSync(values.shots, { recursive: true });
  return {
    isSkippingBuild: values['skip-build'],
    shotsDir: values.shots,
    startPayload: values['start-payload'],
  };
}

async function main(): Promise<void> {
  const options = readOptions();
  if (!options.isSkippingBuild) {
    write('Building @ferry/miniapp…');
    buildMiniApp();
  }
  write('Starting the server (in process, PGlite, sandbox providers) and telegram-test-api…');
  const server = await startInProcessServer(BOT_TOKEN);
  const emulator = await startTelegramEmulator(BOT_TOKEN);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const bot = await createBot(
      {
        token: BOT_TOKEN,
        publicUrl: server.baseUrl,
        apiRoot: emulator.apiRoot,
        mode: 'polling',
        botUsername: 'ferry_first_value_bot',
        miniAppShortName: 'app',
        webhookPort: 0,
      },
      {
        startSources: createServerStartSources({ serverUrl: server.baseUrl, botToken: BOT_TOKEN }),
        users: createServerBotUsers(createBotBaseClient({ serverUrl: server.baseUrl, botToken: BOT_TOKEN })),
        support: createServerSupport({ serverUrl: server.baseUrl, botToken: BOT_TOKEN }),
        onError: (error: unknown) => write(`bot error: ${String(error)}`),
      },
    );
    await bot.init();
    const run: FirstValueRun = await runFirstValue({
      browser,
      baseUrl: server.baseUrl,
      botToken: BOT_TOKEN,
      startPayload: options.startPayload,
      sendStart: (user, text) => emulator.sendCommand(bot, user, text),
      findAppLink,
      ...(options.shotsDir ? { shotsDir: path.resolve(options.shotsDir) } : {}),
    });
    write();
    write(`launch: ${run.launch}`);
    write('steps (tap = something the user touches; typing is not a tap):');
    for (const step of run.steps)
      write(`  ${step.seconds.toFixed(1).padStart(5)} s  ${step.isTap ? 'tap ' : '    '} ${step.label}`);
    write();
    write(
      `first value: ${run.taps} taps, ${run.seconds.toFixed(1)} s (goal ≤ ${GOALS.taps} taps, ≤ ${GOALS.seconds} s); screens: ${run.screens.join(' → ')}`,
    );
    write(
      JSON.stringify({
        taps: run.taps,
        seconds: Number(run.seconds.toFixed(1)),
        screens: run.screens,
        launch: run.launch,
        credited_usdt: run.creditedUsdt,
        goals: GOALS,
        met: { taps: run.taps <= GOALS.taps, seconds: run.seconds <= GOALS.seconds },
      }),
    );
  } finally {
    await browser.close();
    await emulator.stop();
    await server.stop();
  }
}

await main();
