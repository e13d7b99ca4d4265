import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { sign } from '@telegram-apps/init-data-node';
import type { EmulatedMessage, EmulatedUser, findAppLink } from './telegram-emulator';
import { loadTelegramStandIn, standInScript } from './telegram-stand-in';

export interface FirstValueStep {
  label: string;
  isTap: boolean;
  /** Seconds since the user sent /start. */
  seconds: number;
}

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

const STEP_TIMEOUT_MS = 30_000;
const CREDIT_TIMEOUT_MS = 60_000;

/** A 16-digit Visa no other run has used (a saved card belongs to one user) that needs no 3-D Secure. */
export function uniqueFrictionlessCard(): string {
  for (;;) {
    const body = `4${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}`;
    let sum = 0;
    for (let index = 0; index < body.length; index += 1) {
      const digit = Number(body[body.length - 1 - index]);
      const doubled = index % 2 === 0 ? digit * 2 : digit;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
    const card = `${body}${(10 - (sum % 10)) % 10}`;
    // 3220 asks for 3-D Secure; 0002 and 9995 are declined (the sandbox acquirer's test cards).
    if (!['3220', '0002', '9995'].includes(card.slice(-4))) return card;
  }
}

/** The user's available USDT, asked of the API with a session signed in by the same init data. */
async function usdtAvailable(baseUrl: string, initData: string): Promise<string> {
  const api = `${baseUrl}/api/client/v1`;
  const login = await fetch(`${api}/telegram-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ init_data: initData }),
  });
  if (!login.ok) throw new Error(`telegram-login answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const user = (await (await fetch(`${api}/user`, { headers: auth })).json()) as { profiles_id: string[] };
  const answer = await fetch(`${api}/balances`, {
    headers: { ...auth, 'Profile-Id': user.profiles_id[0] ?? '' },
  });
  const { balances } = (await answer.json()) as { balances: { currency: string; available: string }[] };
  return balances.find((balance) => balance.currency === 'USDT')?.available ?? '0';
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

interface Recorder {
  page: Page;
  steps: FirstValueStep[];
  screens: string[];
  tap(target: Locator, label: string): Promise<void>;
  /** Focuses a field (a tap unless it already has focus) and types into it. */
  type(target: Locator, text: string, label: string): Promise<void>;
  pressMainButton(text: string): Promise<void>;
  note(label: string): void;
  /** Stops the count: what follows only checks the result. */
  markFirstValue(): void;
  firstValue: { taps: number; seconds: number } | null;
  shot(name: string): Promise<void>;
}

function createRecorder(page: Page, startedAt: number, shotsDir: string | undefined): Recorder {
  const steps: FirstValueStep[] = [];
  const screens: string[] = [];
  const seconds = () => (performance.now() - startedAt) / 1000;
  const seeScreen = () => {
    const pathname = new URL(page.url()).pathname;
    if (screens.at(-1) !== pathname) screens.push(pathname);
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seeScreen();
  });
  let shotCount = 0;
  return {
    firstValue: null,
    markFirstValue() {
      this.firstValue = { taps: steps.filter((step) => step.isTap).length, seconds: seconds() };
    },
    page,
    steps,
    screens,
    async tap(target, label) {
      await target.click({ timeout: STEP_TIMEOUT_MS });
      steps.push({ label, isTap: true, seconds: seconds() });
      seeScreen();
    },
    async type(target, text, label) {
      await target.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
      const isFocused = await target.evaluate(
        (element) =>
          element ===
          (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
      );
      if (!isFocused) {
        await target.click();
        steps.push({ label: `focus ${label}`, isTap: true, seconds: seconds() });
      }
      await page.keyboard.type(text);
      steps.push({ label: `type ${label}`, isTap: false, seconds: seconds() });
    },
    async pressMainButton(text) {
      const deadline = Date.now() + STEP_TIMEOUT_MS;
      for (;;) {
        const params = await page.evaluate(() => {
          const calls = (globalThis as unknown as { __tg: [string, unknown][] }).__tg;
          const setups = calls.filter(([name]) => name === 'web_app_setup_main_button');
          return setups.at(-1)?.[1] as
            | { text?: string; is_active?: boolean; is_visible?: boolean }
            | undefined;
        });
        if (params?.text === text && params.is_active !== false && params.is_visible !== false) break;
        if (Date.now() > deadline)
          throw new Error(`main button never offered "${text}" (last: ${JSON.stringify(params)})`);
        await page.waitForTimeout(100);
      }
      await page.evaluate(() => {
        (
          globalThis as unknown as {
            Telegram: { WebView: { receiveEvent(name: string, payload: unknown): void } };
          }
        ).Telegram.WebView.receiveEvent('main_button_pressed', null);
      });
      steps.push({ label: `main button "${text}"`, isTap: true, seconds: seconds() });
    },
    note(label) {
      steps.push({ label, isTap: false, seconds: seconds() });
      seeScreen();
    },
    async shot(name) {
      if (!shotsDir) return;
      shotCount += 1;
      await page.screenshot({
        path: path.join(shotsDir, `${String(shotCount).padStart(2, '0')}-${name}.png`),
      });
    },
  };
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
    await page.goto(`${entry}#${launchParams.toString()}`);
    let credited: string;
    try {
      credited = await buyUsdtByCard(recorder, options.baseUrl, initData);
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

async function buyUsdtByCard(recorder: Recorder, baseUrl: string, initData: string): Promise<string> {
  const { page } = recorder;
  const heading = page.getByRole('heading', { level: 1 });
  await page.waitForURL((url) => /\/(confirm-terms|exchange)$/.test(url.pathname), {
    timeout: STEP_TIMEOUT_MS,
  });
  await heading.first().waitFor({ timeout: STEP_TIMEOUT_MS });
  await recorder.shot('landing');
  if (new URL(page.url()).pathname.endsWith('/confirm-terms')) {
    // A box to tick first, where the screen has one, is a tap of its own.
    const consentBox = page.getByText(/I have read and accept/);
    if (await consentBox.isVisible()) await recorder.tap(consentBox, 'accept the terms (checkbox)');
    await recorder.pressMainButton('Accept and continue');
  }
  await page.waitForURL((url) => url.pathname.endsWith('/exchange'), { timeout: STEP_TIMEOUT_MS });
  await page
    .getByTestId('exchange-quote-amount')
    .filter({ hasText: 'USDT' })
    .waitFor({ timeout: STEP_TIMEOUT_MS });
  await recorder.shot('exchange');
  // The defaults already say it: pay 100 EUR by card, get USDT to the Ferry balance.
  await recorder.pressMainButton('Continue');

  const cardNumber = page.getByLabel('Card number');
  await cardNumber.waitFor({ timeout: STEP_TIMEOUT_MS });
  await recorder.shot('card');
  await recorder.type(cardNumber, uniqueFrictionlessCard(), 'card number');
  await recorder.type(page.getByLabel('Expiry (MM / YY)'), '1239', 'expiry');
  await recorder.type(page.getByLabel('CVV'), '123', 'CVV');
  const holder = page.getByLabel('Cardholder name');
  if ((await holder.inputValue()) === '') await recorder.type(holder, 'Nova Tester', 'cardholder name');
  else recorder.note('cardholder name already filled from Telegram');
  await recorder.pressMainButton('Continue');

  await page.getByTestId('confirm-get').filter({ hasText: 'USDT' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await recorder.shot('confirm');
  await recorder.pressMainButton('Confirm and pay');

  await page.waitForURL((url) => /\/PAYIN_CONVERT\/[A-Za-z0-9]+$/.test(url.pathname), {
    timeout: STEP_TIMEOUT_MS,
  });
  await page.getByText('Completed').first().waitFor({ timeout: CREDIT_TIMEOUT_MS });
  await page.getByText('Credited to your balance').waitFor({ timeout: STEP_TIMEOUT_MS });
  recorder.note('first value: the transaction shows Completed, "Credited to your balance: Done"');
  recorder.markFirstValue();
  await recorder.shot('completed');

  // Checked after the clock stops, by the API as that user: the balance holds the USDT.
  const credited = await usdtAvailable(baseUrl, initData);
  if (!(Number(credited) > 0)) throw new Error(`the USDT balance is ${credited} after the exchange`);
  recorder.note(`(check, by API) the USDT balance holds ${credited}`);
  return credited;
}
