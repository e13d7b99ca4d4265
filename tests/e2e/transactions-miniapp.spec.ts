import { seriousViolations } from '../support/axe';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  LIGHT_THEME,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { getTransaction, parkedDeposit, startSepaDeposit, telegramTokens } from '../support/transactions';
import { verifyLevel } from '../support/verification';

/** A Telegram user no other test uses. */
function newTelegramUserId(): number {
  return 700_000_000 + Math.floor(Math.random() * 90_000_000);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function mainButtonText(page: Page): Promise<string | undefined> {
  return ((await callsOf(page, 'web_app_setup_main_button')) as { text?: string }[]).at(-1)?.text;
}

test.describe('mini-app: transaction pages', () => {
  for (const [name, theme] of [
    ['dark', DARK_THEME],
    ['light', LIGHT_THEME],
  ] as const) {
    test(`a parked deposit in the ${name} theme: Retry converts what arrived, with the success haptic`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const errors = watchErrors(page);
      const userId = newTelegramUserId();
      const tokens = await telegramTokens(request, userId);
      // The basic level: the starter level takes in only 200 EUR a day, less than the deposit asks.
      await verifyLevel(request, tokens, 'basic');
      const parked = await parkedDeposit(request, tokens);
      await installTelegramMock(page, theme);
      await page.goto(
        `/messenger/balances/${parked.type}/${parked.id}${telegramLaunchHash({ theme, userId })}`,
      );

      const actions = page.getByRole('region', { name: 'Your action is needed' });
      await expect(actions.getByRole('button')).toHaveText([
        'Refund',
        'Top up',
        'Update amount and continue',
      ]);
      await expect.poll(() => mainButtonText(page)).toBe('Back to balances');
      expect(await seriousViolations(page)).toEqual([]);

      await actions.getByRole('button', { name: 'Update amount and continue' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Continue with the amount that arrived?' });
      await dialog.getByRole('button', { name: 'Update amount and continue' }).click();
      await expect(page).not.toHaveURL(new RegExp(parked.id));
      await expect
        .poll(async () => (await callsOf(page, 'web_app_trigger_haptic_feedback')) as unknown[])
        .toContainEqual(expect.objectContaining({ notification_type: 'success' }));
      expect((await getTransaction(request, tokens, parked.id)).status).toBe('RESOLVED');
      expect(errors).toEqual([]);
    });
  }

  test('an unpaid deposit: Telegram’s back button warns, the main button leaves freely', async ({
    page,
    request,
  }) => {
    const userId = newTelegramUserId();
    const tokens = await telegramTokens(request, userId);
    // The basic level: the starter level takes in only 200 EUR a day, less than the deposit asks.
    await verifyLevel(request, tokens, 'basic');
    const deposit = await startSepaDeposit(request, tokens);
    await installTelegramMock(page, DARK_THEME);
    await page.goto(
      `/messenger/balances/${deposit.type}/${deposit.id}${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
    );
    // Not credited yet: the amount asked, without the sign of money received.
    await expect(page.getByText('€250.00', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await emitTelegramEvent(page, 'back_button_pressed');
    const dialog = page.getByRole('alertdialog', { name: 'This order stays open' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toHaveCount(0);

    await expect.poll(() => mainButtonText(page)).toBe('I’ve sent the money');
    await emitTelegramEvent(page, 'main_button_pressed');
    await expect(page).toHaveURL(/\/messenger\/balances$/);
  });
});
