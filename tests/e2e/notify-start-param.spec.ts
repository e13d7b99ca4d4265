import { randomBytes } from 'node:crypto';
import { telegramSession } from '../support/accounts';
import { DARK_THEME, installTelegramMock, telegramLaunchHash } from '../support/telegram-mock';
import { expect, test } from '../support/test';

const API = '/api/client/v1';

test('a status message’s startapp=tx_<TYPE>_<ID> opens that transaction in the mini-app', async ({
  page,
  request,
}) => {
  const userId = 777_911;
  const tokens = await telegramSession(request, userId);
  const created = await request.post(`${API}/deposits`, {
    headers: {
      Authorization: `Bearer ${tokens.accessToken}`,
      'Idempotency-Key': randomBytes(16).toString('hex'),
    },
    data: { payway: 'sepa', currency: 'EUR', amount: '25.00' },
  });
  expect(created.ok()).toBe(true);
  const { transaction } = (await created.json()) as { transaction: { id: string } };

  await installTelegramMock(page, DARK_THEME);
  const hash = telegramLaunchHash({ theme: DARK_THEME, userId, startParam: `tx_PAYIN_${transaction.id}` });
  await page.goto(`/messenger/exchange${hash}`);
  await expect(page).toHaveURL(new RegExp(`/messenger/balances/PAYIN/${transaction.id}`));
  await expect(page.getByText(transaction.id).first()).toBeVisible();
});
