import type { APIRequestContext } from '@playwright/test';
import { readCode, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { FAKE_CAMERA_LAUNCH } from '../support/fake-camera';
import {
  callsOf,
  DARK_THEME,
  emitTelegramEvent,
  installTelegramMock,
  signInitData,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { collectPageErrors } from '../support/withdraw-money';
import { type BotWorld, startBotWorld, uniquePhone } from './verification-journey.test-kit';

// Chromium's synthetic camera for the provider's page inside the mini-app.
test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

const API = '/api/client/v1';
const ONBOARDING = '/messenger/balances/onboarding';

/** The words a user reads and presses, per Telegram language (the catalogues' own texts). */
const WORDS = {
  en: {
    languageCode: 'en',
    getVerified: 'Get verified',
    personal: 'Personal',
    continue: 'Continue',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    country: 'Country of residence',
    city: 'City',
    street: 'Street and house number',
    postalCode: 'Postal code',
    shareIntro: /Share the phone number of your Telegram account/,
    share: 'Share my phone number',
    waiting: 'Waiting for Telegram to confirm your number…',
    verifyIdentity: 'Verify my identity',
    document: 'Identity document',
    selfie: 'Selfie',
    openCamera: 'Open camera',
    preview: 'Camera preview',
    takePhoto: 'Take photo',
    usePhoto: 'Use this photo',
    photoTaken: 'Photo taken',
    submit: 'Submit for review',
    approve: 'Approve (sandbox)',
    approved: 'You are verified',
    backToFerry: 'Back to Ferry',
    emailIntro: /Add an email/,
    newEmail: 'New email',
    sendCode: 'Send code',
    emailCode: 'Confirmation code',
    save: 'Save',
    welcome: 'Welcome to Ferry',
    toCard: 'Continue to the card',
  },
  pl: {
    languageCode: 'pl',
    getVerified: 'Zweryfikuj się',
    personal: 'Osobiste',
    continue: 'Dalej',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    dateOfBirth: 'Data urodzenia',
    country: 'Kraj zamieszkania',
    city: 'Miasto',
    street: 'Ulica i numer domu',
    postalCode: 'Kod pocztowy',
    shareIntro: /Udostępnij numer telefonu swojego konta Telegram/,
    share: 'Udostępnij mój numer',
    waiting: 'Czekamy, aż Telegram potwierdzi Twój numer…',
    verifyIdentity: 'Zweryfikuj tożsamość',
    document: 'Dokument tożsamości',
    selfie: 'Selfie',
    openCamera: 'Otwórz aparat',
    preview: 'Podgląd z aparatu',
    takePhoto: 'Zrób zdjęcie',
    usePhoto: 'Użyj tego zdjęcia',
    photoTaken: 'Zdjęcie zrobione',
    submit: 'Wyślij do weryfikacji',
    approve: 'Zatwierdź (sandbox)',
    backToFerry: 'Wróć do Ferry',
    emailIntro: /Dodaj e-mail/,
    newEmail: 'Nowy adres e-mail',
    sendCode: 'Wyślij kod',
    emailCode: 'Kod potwierdzający',
    save: 'Zapisz',
    welcome: 'Witamy w Ferry',
    toCard: 'Przejdź do karty',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

interface MainButtonParams {
  text?: string;
  is_visible?: boolean;
  is_active?: boolean;
}

/** What Telegram's main button reads while it is shown and active (undefined otherwise). */
async function mainButtonText(page: Page): Promise<string | undefined> {
  const last = ((await callsOf(page, 'web_app_setup_main_button')) as MainButtonParams[]).at(-1);
  return last?.is_visible !== false && last?.is_active !== false ? last?.text : undefined;
}

/** Presses Telegram's main button, which the client draws outside the page, once it reads `text`. */
async function pressMainButton(page: Page, text: string) {
  await expect.poll(() => mainButtonText(page), { timeout: 15_000 }).toBe(text);
  await emitTelegramEvent(page, 'main_button_pressed');
}

async function expectProgress(page: Page, percent: number) {
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
}

/** The mini-app opens in Telegram's dark theme: axe's serious findings there. */
async function expectNoSeriousViolations(page: Page, screen: string) {
  expect(await seriousViolations(page), `${screen} in the dark theme`).toEqual([]);
}

/**
 * A Telegram user new to Ferry, signed in by init data in their Telegram language (as the
 * mini-app's first launch registers them) and past the terms.
 */
async function registerNewTelegramUser(request: APIRequestContext, userId: number, languageCode: string) {
  const data = { init_data: signInitData({ userId, languageCode }) };
  const registered = await request.post(`${API}/telegram-register`, { data });
  if (!registered.ok())
    throw new Error(`telegram-register answered ${registered.status()}: ${await registered.text()}`);
  const headers = {
    Authorization: `Bearer ${((await registered.json()) as { access_token: string }).access_token}`,
  };
  const terms = (await (await request.get(`${API}/user/terms`, { headers })).json()) as {
    is_consent_required: boolean;
    current_version: number;
  };
  if (!terms.is_consent_required) return;
  const accepted = await request.post(`${API}/user/accept-terms`, {
    headers,
    data: { version: terms.current_version },
  });
  if (!accepted.ok()) throw new Error(`accept-terms answered ${accepted.status()}`);
}

/**
 * The client's side of "share my phone number", which the stand-in does not play: the user
 * allows it (`phone_requested: sent`), and `getRequestedContact` hands the page the contact.
 * Telegram sends the same contact to the bot, which the test plays through telegram-test-api.
 */
async function shareContactOnRequest(page: Page, userId: number, phone: string) {
  await page.addInitScript(
    ([id, number]) => {
      const target = window as unknown as {
        TelegramWebviewProxy: { postEvent(name: string, data?: string): void };
        Telegram?: { WebView?: { receiveEvent(name: string, payload: unknown): void } };
      };
      const proxy = target.TelegramWebviewProxy;
      const forward = proxy.postEvent.bind(proxy);
      const reply = (name: string, payload: unknown) =>
        setTimeout(() => target.Telegram?.WebView?.receiveEvent(name, payload), 0);
      let isShared = false;
      proxy.postEvent = (name, data) => {
        const payload = data ? (JSON.parse(data) as { req_id?: string; method?: string }) : {};
        if (name === 'web_app_request_phone') {
          isShared = true;
          return reply('phone_requested', { status: 'sent' });
        }
        if (name === 'web_app_invoke_custom_method' && payload.method === 'getRequestedContact') {
          if (!isShared) return reply('custom_method_invoked', { req_id: payload.req_id, result: '' });
          const contact = JSON.stringify({ user_id: id, phone_number: number, first_name: 'Olena' });
          const result = `contact=${encodeURIComponent(contact)}&auth_date=${Math.floor(Date.now() / 1000)}&hash=stand-in`;
          return reply('custom_method_invoked', { req_id: payload.req_id, result });
        }
        forward(name, data);
      };
    },
    [userId, phone] as const,
  );
}

async function takePhoto(page: Page, words: Words, name: string) {
  const group = page.getByRole('group', { name });
  await group.getByRole('button', { name: words.openCamera }).click();
  const preview = group.getByLabel(words.preview);
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await group.getByRole('button', { name: words.takePhoto }).click();
  await group.getByRole('button', { name: words.usePhoto }).click();
  await expect(group.getByText(words.photoTaken)).toBeVisible();
}

let bot: BotWorld | undefined;
test.afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/**
 * From the balances screen's entry to the provider's page with the photos submitted: profile type,
 * details, residency, then the phone by the contact Telegram sends the bot.
 */
async function walkToProvider(page: Page, request: APIRequestContext, words: Words, baseURL: string) {
  bot = await startBotWorld(baseURL);
  const userId = 710_000_000 + Math.floor(Math.random() * 80_000_000);
  const phone = uniquePhone();
  await registerNewTelegramUser(request, userId, words.languageCode);
  await installTelegramMock(page, DARK_THEME);
  await shareContactOnRequest(page, userId, phone);

  await page.goto(
    `/messenger/balances${telegramLaunchHash({ theme: DARK_THEME, userId, languageCode: words.languageCode })}`,
  );
  await Promise.all([
    page.waitForURL(`${ONBOARDING}-profile-type`),
    page.getByRole('link', { name: new RegExp(words.getVerified) }).click(),
  ]);
  await expectProgress(page, 0);
  await expect(page.getByRole('radio', { name: new RegExp(words.personal) })).toBeChecked();
  await Promise.all([
    page.waitForURL(`${ONBOARDING}-details/personal`),
    pressMainButton(page, words.continue),
  ]);

  await expectProgress(page, 5);
  await page.getByLabel(words.firstName).fill('Olena');
  await page.getByLabel(words.lastName).fill('Kovalenko');
  await page.getByLabel(words.dateOfBirth).fill('01/01/1990');
  await Promise.all([
    page.waitForURL(`${ONBOARDING}-residency/personal`),
    pressMainButton(page, words.continue),
  ]);

  await expectProgress(page, 5);
  await page.getByLabel(words.country).selectOption('PL');
  await page.getByLabel(words.city).fill('Gdańsk');
  await page.getByLabel(words.street).fill('ul. Morska 2');
  await page.getByLabel(words.postalCode).fill('80-001');
  await expectNoSeriousViolations(page, 'residency');
  await Promise.all([
    page.waitForURL(`${ONBOARDING}-phone-verification-messenger/personal/PL`, { timeout: 15_000 }),
    pressMainButton(page, words.continue),
  ]);

  // The phone by Telegram's shared contact: the page asks, the user allows, Telegram sends the
  // contact to the bot, and the bot hands it to the server; the page then leads on by itself.
  await expectProgress(page, 5);
  await expect(page.getByText(words.shareIntro)).toBeVisible();
  await pressMainButton(page, words.share);
  await expect(page.getByText(words.waiting)).toBeVisible();
  const answer = await bot.shareOwnContact(userId, phone);
  expect(answer.errors).toEqual([]);
  test.info().annotations.push({ type: 'bot replies', description: answer.replies.join(' | ') });
  // The test world's client sends no `from.language_code`, so the bot answers in English either way.
  expect(answer.replies.join('\n')).toMatch(/Your phone number is verified/);
  await page.waitForURL(`${ONBOARDING}-identity-verification/personal/PL`, { timeout: 15_000 });

  // Identity on the provider's page, inside the mini-app: a document photo and a selfie.
  await expectProgress(page, 10);
  await expectNoSeriousViolations(page, 'identity');
  await Promise.all([
    page.waitForURL(/\/sandbox-kyc\/[^/?]+\?/),
    pressMainButton(page, words.verifyIdentity),
  ]);
  await takePhoto(page, words, words.document);
  await takePhoto(page, words, words.selfie);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByTestId('sandbox-kyc')).toHaveAttribute('data-status', 'PROCESSING');
}

/**
 * Back in Ferry: a Telegram account has no email, so the mini-app's email step comes (if it
 * shows) and takes one with the code mailed to it; then the walk's last step.
 */
async function addEmailIfAsked(page: Page, request: APIRequestContext, words: Words) {
  await page.waitForURL(new RegExp(`${ONBOARDING}-(email-verification-messenger|issue)/personal`), {
    timeout: 15_000,
  });
  const isAsked = page.url().includes('-email-verification-messenger/');
  test.info().annotations.push({ type: 'email step', description: isAsked ? 'shown' : 'skipped' });
  if (!isAsked) return;
  await expectProgress(page, 10);
  await expect(page.getByText(words.emailIntro)).toBeVisible();
  await expectNoSeriousViolations(page, 'email');
  const email = uniqueEmail(`e2e-onboarding-miniapp-${words.languageCode}`);
  await page.getByLabel(words.newEmail).fill(email);
  await pressMainButton(page, words.sendCode);
  await page.getByLabel(words.emailCode).fill(await readCode(request, email));
  await Promise.all([
    page.waitForURL(`${ONBOARDING}-issue/personal`, { timeout: 15_000 }),
    pressMainButton(page, words.save),
  ]);
}

test.describe('mini-app: a new Telegram user walks the onboarding from the balances entry', () => {
  test('in English: phone by the shared contact, identity approved, email, then the Verified level', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const words = WORDS.en;
    const errors = collectPageErrors(page);
    await context.grantPermissions(['camera']);
    await walkToProvider(page, request, words, String(baseURL));

    await page.getByRole('button', { name: words.approve }).click();
    await expect(page.getByText(words.approved)).toBeVisible();
    await page.getByRole('link', { name: words.backToFerry }).click();
    await addEmailIfAsked(page, request, words);

    await expect(page).toHaveURL(`${ONBOARDING}-issue/personal`);
    await expectProgress(page, 100);
    await expect(page.getByRole('heading', { name: words.welcome })).toBeVisible();
    await expect(page.getByText("You've reached the Verified level.")).toBeVisible();
    await expect.poll(() => mainButtonText(page)).toBe(words.toCard);
    await expectNoSeriousViolations(page, 'issue');
    await Promise.all([
      page.waitForURL('/messenger/balances/book-card'),
      pressMainButton(page, words.toCard),
    ]);
    expect(errors).toEqual([]);
  });

  test('in Polish (Telegram language_code pl): the same walk; an identity still in review ends at the Basic level', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const words = WORDS.pl;
    const errors = collectPageErrors(page);
    await context.grantPermissions(['camera']);
    await walkToProvider(page, request, words, String(baseURL));

    // Submitted, not decided yet: the walk does not wait on the provider.
    await page.getByRole('link', { name: words.backToFerry }).click();
    await addEmailIfAsked(page, request, words);

    await expect(page).toHaveURL(`${ONBOARDING}-issue/personal`);
    await expectProgress(page, 100);
    await expect(page.getByRole('heading', { name: words.welcome })).toBeVisible();
    await expect(page.getByText('Osiągnięto poziom Podstawowy.')).toBeVisible();
    await expect(page.getByText(/Twój dokument tożsamości jest sprawdzany/)).toBeVisible();
    await expect.poll(() => mainButtonText(page)).toBe(words.toCard);
    await expectNoSeriousViolations(page, 'issue');
    expect(errors).toEqual([]);
  });
});
