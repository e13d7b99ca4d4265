import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

// What the first-value run records as the user goes: each tap and its second, the screens passed, the shots.

export interface FirstValueStep {
  label: string;
  isTap: boolean;
  /** Seconds since the user sent /start. */
  seconds: number;
}

export const STEP_TIMEOUT_MS = 30_000;

export interface Recorder {
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

export function createRecorder(page: Page, startedAt: number, shotsDir: string | undefined): Recorder {
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
