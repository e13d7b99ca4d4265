import { signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import {
  collectPageErrors,
  depositAndConvert,
  downloadedPdfText,
  settledViolations,
  TEST_CARD_NUMBER,
  verifyIdentity,
} from '../support/saved';
import { expect, type Page, test } from '../support/test';

// Axe runs light and dark on each screen of a long walk; the shared machine is slow.
test.describe.configure({ timeout: 180_000 });

async function expectAccessible(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await settledViolations(page)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('web: presets and saved withdrawal details', () => {
  test('adds details, makes a preset on them, archives and unarchives it, and may not delete its details', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    await storeWebSession(page, await signUpByApi(request, uniqueEmail('saved-presets')));

    // From the profile menu to the withdrawal details, empty at first.
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Withdrawal details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No saved details' })).toBeVisible();
    await page.getByRole('button', { name: 'Add details' }).click();
    const add = page.getByRole('dialog', { name: 'New withdrawal details' });
    await add.getByLabel('Kind').selectOption('card_mask');
    await add.getByLabel('Card number').fill('4111 1111 1111 1112');
    await add.getByRole('button', { name: 'Save details' }).click();
    await expect(add.getByRole('alert')).toHaveText('Invalid card number');
    await add.getByLabel('Card number').fill(TEST_CARD_NUMBER);
    await add.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('article', { name: 'Card' })).toContainText('•••• 1111');
    await expectAccessible(page);

    // A preset paying that card.
    await page.goto('/presets');
    await expect(page.getByRole('heading', { name: 'No presets yet' })).toBeVisible();
    await page.getByRole('button', { name: 'New preset' }).click();
    const form = page.getByRole('dialog', { name: 'New preset' });
    await form.getByLabel('First name').fill('Taras');
    await form.getByLabel('Last name').fill('Shevchenko');
    await form.getByLabel('Pay out to').selectOption({ index: 1 });
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save preset' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Preset' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Taras Shevchenko' })).toBeVisible();
    await expect(page.getByText('USDT → EUR')).toBeVisible();
    await expectAccessible(page);

    // Archived, it leaves the active list for the archive; unarchived, it comes back.
    await page.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Preset archived')).toBeVisible();
    // A cold load of a lazy screen and its list: on a busy two-core machine it takes seconds.
    await page.goto('/presets');
    await expect(page.getByRole('heading', { name: 'No presets yet' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Archived presets' }).click();
    const archived = page.getByRole('article', { name: 'Taras Shevchenko' });
    await expect(archived).toBeVisible();
    await expectAccessible(page);
    await archived.getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing archived' })).toBeVisible();
    await page.goto('/presets');
    const active = page.getByRole('article', { name: 'Taras Shevchenko' });
    await expect(active).toContainText('•••• 1111', { timeout: 20_000 });
    await expectAccessible(page);

    // "Use" opens the exchange naming the preset; the exchange fills its form from it and drops
    // the parameter at once, so the navigation is caught as it happens, not read afterwards.
    await Promise.all([
      page.waitForURL(/\/exchange\?preset=[0-9a-f-]{36}$/),
      active.getByRole('button', { name: 'Use' }).click(),
    ]);
    await expect(page).toHaveURL(/\/exchange$/, { timeout: 20_000 });

    // The preset holds its card: deleting the details is refused with the spec's message.
    await page.goto('/profile/details-for-withdrawals');
    await page.getByRole('article', { name: 'Card' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete these details?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      "These details are used by a preset and can't be deleted",
    );
    await expect(confirm.getByRole('button', { name: 'Delete' })).toBeEnabled();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('article', { name: 'Card' })).toBeVisible();
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
  });

  test('saved cards: the empty state leads to a deposit', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await storeWebSession(page, await signUpByApi(request, uniqueEmail('saved-cards')));
    await page.goto('/profile/cards-for-deposits');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No saved cards' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute(
      'href',
      '/balances/deposit',
    );
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('web: documents', () => {
  test('asks for identity first, then downloads a statement PDF listing the period’s transactions', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const tokens = await signUpByApi(request, uniqueEmail('saved-documents'));
    const { depositId, conversionId } = await depositAndConvert(request, tokens);
    await storeWebSession(page, tokens);

    await page.goto('/profile');
    await page.getByRole('link', { name: 'Documents', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();

    // Not verified yet: the screen says what is needed and leads into it (verification-gates-web.spec.ts).
    await expect(page.getByRole('heading', { name: 'Verify your identity to get documents' })).toBeVisible();
    await expect(page.getByLabel('From')).toHaveCount(0);
    await expectAccessible(page);

    await verifyIdentity(request, tokens, 'Ola Nowak');
    await page.reload();
    await expectAccessible(page);

    // A period over three months is refused on the spot.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-06-01');
    await page.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('A document covers at most 3 months')).toBeVisible();

    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`ferry-account-statement-${today}-${today}.pdf`);
    // The notice with the file's link is a toast that leaves after a few seconds: it is checked
    // before the PDF is read, which takes seconds of its own on a busy machine.
    await expect(
      page.getByRole('status').getByRole('link', { name: download.suggestedFilename() }),
    ).toBeVisible();
    const text = await downloadedPdfText(download);
    expect(text).toContain(depositId);
    expect(text).toContain(conversionId);
    expect(text).toContain('Ola Nowak');
    expect(errors.filter((error) => !error.includes('403'))).toEqual([]);
  });
});
