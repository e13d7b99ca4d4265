import type { Browser } from '@playwright/test';
import { sign } from '@telegram-apps/init-data-node';
import { buyUsdtByCard } from './buy-usdt-by-card';
import { createRecorder, type FirstValueStep, STEP_TIMEOUT_MS } from './first-value-recorder';
import type { EmulatedMessage, EmulatedUser, findAppLink } from './telegram-emulator';
import { loadTelegramStandIn, standInScript } from './telegram-stand-in';

export type { FirstValueStep } from './first-value-recorder';

export interface FirstValueRun {
  taps: number;
  seconds: number;
  screens: string[];
  steps: FirstValueStep[];
  /** How the mini-app was opened: a startapp link with its parameter, or a web_app button. */
  launch: string;
  creditedUsdt: string;
}

export interface FirstValueOptions {
  browser: Browser;
  baseUrl: string;
  botToken: string;
  startPayload: string;
  sendStart(user: EmulatedUser, text: string): Promise<EmulatedMessage[]>;
  findAppLink: typeof findAppLink;
  shotsDir?: string;
}

/** Init data as Telegram signs it for a `startapp` launch: the user, the chat, the start parameter. */
function signLaunch(botToken: string, user: EmulatedUser, startParam: string | null): string {
  return sign(
    {
      user: {
        id: user.id,
        first_name: user.firstName,
        language_code: user.languageCode,
        allows_write_to_pm: true,
      },
      chat_instance: '-7000000001',
      chat_type: 'sender',
      ...(startParam ? { start_param: startParam } : {}),
      // SDK 3 rejects launch parameters whose init data lacks a signature.
      signature: 'Zmlyc3QtdmFsdWUtYmVuY2g',
    },
    botToken,
    new Date(),
  );
}

/**
 * A new Telegram user, from `/start` in the bot to USDT credited to their balance, bought by card
 * on the sandbox: counts every tap (buttons, links, Telegram's main button, focusing a field) and
 * the seconds, and lists the screens passed.
 */
export async function runFirstValue(options: FirstValueOptions): Promise<FirstValueRun> {
  const user: EmulatedUser = {
    id: 7_100_000_000 + Math.floor(Math.random() * 100_000_000),
    firstName: 'Nova',
    languageCode: 'en',
  };
  const { installTelegramClientStandIn, TELEGRAM_LIGHT_THEME, telegramLaunchParams } =
    await loadTelegramStandIn();
  const startedAt = performance.now();
  // Telegram's "Start" button under a bot's first screen: the user's first tap.
  const answers = await options.sendStart(user, `/start ${options.startPayload}`);
  const link = options.findAppLink(answers);
  if (!link) throw new Error(`the bot's answer holds no way into the mini-app: ${JSON.stringify(answers)}`);
  const startParam = link.kind === 'startapp' ? link.startParam : null;
  const entry = link.kind === 'startapp' ? `${options.baseUrl}/messenger/exchange` : link.url;
  const initData = signLaunch(options.botToken, user, startParam);
  const launchParams = new URLSearchParams(
    telegramLaunchParams({
      initData,
      theme: TELEGRAM_LIGHT_THEME,
      platform: 'ios',
    }),
  );
  if (startParam) launchParams.set('tgWebAppStartParam', startParam);

  const context = await options.browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
    page.on('console', (message) => {
      if (message.type() === 'error') process.stderr.write(`console error: ${message.text()}\n`);
    });
    await page.addInitScript({ content: standInScript(installTelegramClientStandIn, TELEGRAM_LIGHT_THEME) });
    const recorder = createRecorder(page, startedAt, options.shotsDir);
    recorder.steps.push({ label: 'Start in the bot’s chat', isTap: true, seconds: 0 });
    recorder.steps.push({
      label: `"${link.button}" (${link.kind === 'startapp' ? 'startapp link' : 'web_app button'})`,
      isTap: true,
      seconds: (performance.now() - startedAt) / 1000,
    });
    // Heard from before the first request: the app decides on the terms by this answer, and
    // the landing may show the exchange a moment before it sends a new user to the terms.
    const termsAnswer = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && /\/user\/terms$/.test(new URL(response.url()).pathname),
      { timeout: STEP_TIMEOUT_MS },
    );
    await page.goto(`${entry}#${launchParams.toString()}`);
    let credited: string;
    try {
      const terms = (await (await termsAnswer).json()) as { is_consent_required: boolean };
      credited = await buyUsdtByCard(recorder, options.baseUrl, initData, terms.is_consent_required);
    } catch (error) {
      await recorder.shot('failure').catch(() => undefined);
      const lastSteps = recorder.steps.map((step) => step.label).join(' | ');
      throw new Error(`stuck on ${page.url()} after: ${lastSteps}\n${String(error)}`);
    }
    if (!recorder.firstValue) throw new Error('the flow ended before its first value');
    return {
      taps: recorder.firstValue.taps,
      seconds: recorder.firstValue.seconds,
      screens: recorder.screens,
      steps: recorder.steps,
      launch: startParam
        ? `startapp=${startParam}`
        : `web_app button ${new URL(entry).pathname}${new URL(entry).search}`,
      creditedUsdt: credited,
    };
  } finally {
    await context.close();
  }
}
