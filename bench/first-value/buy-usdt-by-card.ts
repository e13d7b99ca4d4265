import { type Recorder, STEP_TIMEOUT_MS } from './first-value-recorder';

// The first value itself: USDT bought by card on the sandbox through the mini-app, from its landing to the balance credited.

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

/**
 * `isConsentRequired` is the server's answer the app itself follows, so the landing waited for is
 * the one the app settles on, not the exchange it may show for a moment before the terms.
 */
export async function buyUsdtByCard(
  recorder: Recorder,
  baseUrl: string,
  initData: string,
  isConsentRequired: boolean,
): Promise<string> {
  const { page } = recorder;
  const heading = page.getByRole('heading', { level: 1 });
  const landing = isConsentRequired ? /\/confirm-terms$/ : /\/exchange$/;
  await page.waitForURL((url) => landing.test(url.pathname), { timeout: STEP_TIMEOUT_MS });
  await heading.first().waitFor({ timeout: STEP_TIMEOUT_MS });
  await recorder.shot('landing');
  if (isConsentRequired) {
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
