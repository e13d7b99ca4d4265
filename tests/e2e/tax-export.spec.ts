import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { signUpByApi, storeWebSession, telegramSession, uniqueEmail } from '../support/accounts';
import { depositAndConvert, verifyIdentity } from '../support/saved';
import {
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, test } from '../support/test';

const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
// The shots are written only when asked (FERRY_SCREENSHOTS=1), so a test run leaves the tree clean.
const isTakingScreenshots = process.env.FERRY_SCREENSHOTS === '1';
const shoot = (page: Page, file: string) =>
  isTakingScreenshots ? page.screenshot({ path: path.join(SCREENSHOTS, file) }) : Promise.resolve();

test.describe.configure({ timeout: 240_000 });

const TEXTS = {
  en: { type: 'Tax export', download: 'Download', anyPeriod: 'Any period: a tax year or your whole history' },
  pl: {
    type: 'Eksport podatkowy',
    download: 'Pobierz',
    anyPeriod: 'Dowolny okres: rok podatkowy lub cała historia',
  },
} as const;

/**
 * Picks the tax export, a period of more than three months, downloads it as CSV and shows its link;
 * a shot of the filled form first, then of the answer.
 */
async function exportAndShoot(page: Page, language: keyof typeof TEXTS, name: string, isMiniApp: boolean) {
  const texts = TEXTS[language];
  await page.getByRole('radio', { name: texts.type }).check();
  await expect(page.getByText(texts.anyPeriod)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'PDF' })).toHaveCount(0);
  const from = page.getByLabel(language === 'en' ? 'From' : 'Od', { exact: true });
  await from.fill('2026-01-01');
  await shoot(page, `tax-export-${name}.png`);
  const downloading = page.waitForEvent('download');
  if (isMiniApp) await emitTelegramEvent(page, 'main_button_pressed');
  else await page.getByRole('button', { name: texts.download, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ferry-tax-export-2026-01-01-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').getByRole('link', { name: /tax-export.*\.csv$/ })).toBeVisible();
  if (isTakingScreenshots) await page.waitForTimeout(600);
  await shoot(page, `tax-export-downloaded-${name}.png`);
}

for (const language of ['en', 'pl'] as const) {
  test(`tax export on /profile/documents, web (${language})`, async ({ page, request }) => {
    const tokens = await signUpByApi(request, uniqueEmail(`tax-${language}`));
    await depositAndConvert(request, tokens);
    await verifyIdentity(request, tokens, 'Ola Nowak');
    await page.addInitScript((locale) => window.localStorage.setItem('ferry.locale', locale), language);
    await storeWebSession(page, tokens);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile/documents');
    await exportAndShoot(page, language, `web-mobile-light-${language}`, false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/profile/documents');
    await exportAndShoot(page, language, `web-desktop-${language}`, false);
  });

  test(`tax export on /profile/documents, mini-app dark (${language})`, async ({ page, request }) => {
    const userId = 810_000_000 + Math.floor(Math.random() * 100_000_000);
    const tokens = await telegramSession(request, userId);
    await depositAndConvert(request, tokens);
    await verifyIdentity(request, tokens, 'Ola Nowak');
    await page.addInitScript((locale) => window.localStorage.setItem('ferry.locale', locale), language);
    await installTelegramMock(page, DARK_THEME);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(
      `/messenger/profile/documents${telegramLaunchHash({ theme: DARK_THEME, userId, languageCode: language })}`,
    );
    await exportAndShoot(page, language, `miniapp-dark-${language}`, true);
  });
}
