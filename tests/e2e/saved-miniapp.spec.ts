import {
  collectPageErrors,
  depositAndConvert,
  downloadedPdfText,
  saveCardRequisite,
  settledViolations,
  telegramSession,
  verifyIdentity,
} from '../support/saved';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  LIGHT_THEME,
  type ThemeParams,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';

test.describe.configure({ timeout: 180_000 });

/** A Telegram user no other test uses. */
function newTelegramUserId(): number {
  return 800_000_000 + Math.floor(Math.random() * 100_000_000);
}

async function open(page: Page, path: string, theme: ThemeParams, userId: number) {
  await page.goto(`/messenger${path}${telegramLaunchHash({ theme, userId })}`);
}

/** Presses Telegram's main button once it offers `text`. */
async function pressMainButton(page: Page, text: string) {
  await expect
    .poll(async () => {
      const calls = (await callsOf(page, 'web_app_setup_main_button')) as {
        text?: string;
        is_visible?: boolean;
      }[];
      const last = calls.at(-1);
      return last?.is_visible === false ? null : last?.text;
    })
    .toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

for (const [themeName, theme] of [
  ['dark', DARK_THEME],
  ['light', LIGHT_THEME],
] as const) {
  test(`mini-app (${themeName}): a preset made, archived and unarchived; its details may not go; a statement downloads`, async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const userId = newTelegramUserId();
    const tokens = await telegramSession(request, userId);
    await saveCardRequisite(request, tokens);
    const { depositId, conversionId } = await depositAndConvert(request, tokens);
    await verifyIdentity(request, tokens, 'Ivan Franko');
    await installTelegramMock(page, theme);

    await open(page, '/presets', theme, userId);
    await expect(page.getByRole('heading', { name: 'No presets yet' })).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);
    await pressMainButton(page, 'New preset');
    const form = page.getByRole('dialog', { name: 'New preset' });
    await form.getByLabel('First name').fill('Ivan');
    await form.getByLabel('Last name').fill('Franko');
    await form.getByLabel('Pay out to').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Save preset' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ivan Franko' })).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Archived', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Archived', { exact: true })).toBeVisible();

    await open(page, '/presets/archive', theme, userId);
    const archived = page.getByRole('article', { name: 'Ivan Franko' });
    await expect(archived).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);
    await archived.getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing archived' })).toBeVisible();

    await open(page, '/profile/details-for-withdrawals', theme, userId);
    await page.getByRole('article', { name: 'Card' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete these details?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      "These details are used by a preset and can't be deleted",
    );
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(await settledViolations(page)).toEqual([]);

    await open(page, '/profile/documents', theme, userId);
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(await settledViolations(page)).toEqual([]);
    const downloading = page.waitForEvent('download');
    await pressMainButton(page, 'Download');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^ferry-account-statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    const text = await downloadedPdfText(download);
    expect(text).toContain(depositId);
    expect(text).toContain(conversionId);
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });
}
