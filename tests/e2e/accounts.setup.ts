import { registerTelegramUser } from '../support/accounts';
import { DEFAULT_TELEGRAM_USER_ID } from '../support/telegram-mock';
import { test as setup } from '../support/test';

// The shared mini-app tests open the app as one Telegram user; it signs in by init data at
// start, so the account must exist and be past the terms before they run.
setup('the default Telegram user has an account past the terms', async ({ request }) => {
  await registerTelegramUser(request, DEFAULT_TELEGRAM_USER_ID);
});
