import type { APIRequestContext } from '@playwright/test';
import { readCode, signUpByApi, storeWebSession, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { FAKE_CAMERA_LAUNCH } from '../support/fake-camera';
import { expect, type Page, test } from '../support/test';
import { collectPageErrors } from '../support/withdraw-money';

// Chromium's synthetic camera for the provider's page; each test allows it.
test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

const ONBOARDING = '/balances/onboarding';

/** A Polish mobile number no other test verifies (a verified number belongs to one account). */
function uniquePhone(): string {
  return `+48601${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

/** The words a user reads and presses, per language (the catalogues' own texts). */
const WORDS = {
  en: {
    locale: 'en-GB',
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
    phone: 'Phone number',
    sendCode: 'Send code',
    code: 'Code from the SMS',
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
    backToFerry: 'Back to Ferry',
    welcome: 'Welcome to Ferry',
    toCard: 'Continue to the card',
  },
  pl: {
    locale: 'pl-PL',
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
    phone: 'Numer telefonu',
    sendCode: 'Wyślij kod',
    code: 'Kod z SMS-a',
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
    welcome: 'Witamy w Ferry',
    toCard: 'Przejdź do karty',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

async function expectProgress(page: Page, percent: number) {
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(percent));
}

async function expectNoSeriousViolations(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
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

/** From the balances screen's entry through the phone, up to the identity step. */
async function walkToIdentity(page: Page, request: APIRequestContext, words: Words) {
  await page.goto('/balances');
  await page.getByRole('link', { name: new RegExp(words.getVerified) }).click();

  await expect(page).toHaveURL(`${ONBOARDING}-profile-type`);
  await expectProgress(page, 0);
  await expect(page.getByRole('radio', { name: new RegExp(words.personal) })).toBeChecked();
  await page.getByRole('button', { name: words.continue, exact: true }).click();

  await expect(page).toHaveURL(`${ONBOARDING}-details/personal`);
  await expectProgress(page, 5);
  await page.getByLabel(words.firstName).fill('Olena');
  await page.getByLabel(words.lastName).fill('Kovalenko');
  await page.getByLabel(words.dateOfBirth).fill('01/01/1990');
  await page.getByRole('button', { name: words.continue, exact: true }).click();

  // A reload keeps what was typed (the tab's draft); the details are sent with the residency.
  await expect(page).toHaveURL(`${ONBOARDING}-residency/personal`);
  await page.getByLabel(words.country).selectOption('PL');
  await page.getByLabel(words.city).fill('Gdańsk');
  await page.reload();
  await expect(page.getByLabel(words.city)).toHaveValue('Gdańsk');
  await expect(page.getByLabel(words.country)).toHaveValue('PL');
  await expectProgress(page, 5);
  await expectNoSeriousViolations(page);
  await page.getByLabel(words.street).fill('ul. Morska 2');
  await page.getByLabel(words.postalCode).fill('80-001');
  await page.getByRole('button', { name: words.continue, exact: true }).click();

  await expect(page).toHaveURL(`${ONBOARDING}-phone-verification/personal/PL`, { timeout: 15_000 });
  await expectProgress(page, 5);
  const phone = uniquePhone();
  await page.getByLabel(words.phone).fill(phone);
  await page.getByRole('button', { name: words.sendCode }).click();
  await page.getByLabel(words.code).fill(await readCode(request, phone));

  await expect(page).toHaveURL(`${ONBOARDING}-identity-verification/personal/PL`, { timeout: 15_000 });
  await expectProgress(page, 10);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: words.verifyIdentity }).click();
  await expect(page).toHaveURL(/\/sandbox-kyc\/[^/?]+\?access_token=/);
  await takePhoto(page, words, words.document);
  await takePhoto(page, words, words.selfie);
  await page.getByRole('button', { name: words.submit }).click();
  await expect(page.getByTestId('sandbox-kyc')).toHaveAttribute('data-status', 'PROCESSING');
}

test.describe('web: a new user walks the onboarding to the card step', () => {
  test.describe('in English', () => {
    test.use({ locale: WORDS.en.locale });
    test('profile type, details, residency, phone by SMS, identity approved, then the level reached and the card', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(180_000);
      const errors = collectPageErrors(page);
      await storeWebSession(page, await signUpByApi(request, uniqueEmail('e2e-onboarding-en')));
      await context.grantPermissions(['camera']);
      await walkToIdentity(page, request, WORDS.en);

      // Approved: back in Ferry the identity step is done and the walk ends on its last step.
      await page.getByRole('button', { name: WORDS.en.approve }).click();
      await expect(page.getByText('You are verified')).toBeVisible();
      await page.getByRole('link', { name: WORDS.en.backToFerry }).click();
      await expect(page).toHaveURL(`${ONBOARDING}-issue/personal`, { timeout: 15_000 });
      await expectProgress(page, 100);
      await expect(page.getByRole('heading', { name: WORDS.en.welcome })).toBeVisible();
      await expect(page.getByText("You've reached the Verified level.")).toBeVisible();
      await expect(page.getByText('Next level: Full')).toBeVisible();
      await expectNoSeriousViolations(page);

      // Done steps are skipped: the details' route now leads straight to the last step.
      await page.goto(`${ONBOARDING}-details/personal`);
      await expect(page).toHaveURL(`${ONBOARDING}-issue/personal`);
      await page.getByRole('button', { name: WORDS.en.toCard }).click();
      await expect(page).toHaveURL('/balances/book-card');
      expect(errors).toEqual([]);
    });
  });

  test.describe('in Polish', () => {
    test.use({ locale: WORDS.pl.locale });
    test('the same walk; an identity still in review goes on to the card step, which says so', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(180_000);
      const errors = collectPageErrors(page);
      await storeWebSession(page, await signUpByApi(request, uniqueEmail('e2e-onboarding-pl')));
      await context.grantPermissions(['camera']);
      await walkToIdentity(page, request, WORDS.pl);

      // Submitted, not decided yet: the walk does not wait on the provider.
      await page.getByRole('link', { name: WORDS.pl.backToFerry }).click();
      await expect(page).toHaveURL(`${ONBOARDING}-issue/personal`, { timeout: 15_000 });
      await expectProgress(page, 100);
      await expect(page.getByRole('heading', { name: WORDS.pl.welcome })).toBeVisible();
      await expect(page.getByText('Osiągnięto poziom Podstawowy.')).toBeVisible();
      await expect(page.getByText(/Twój dokument tożsamości jest sprawdzany/)).toBeVisible();
      await expectNoSeriousViolations(page);

      // The balances entry now takes this user, onboarded, straight to what is left: nothing.
      await page.goto('/balances');
      await expect(page.getByRole('link', { name: new RegExp(WORDS.pl.getVerified) })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
});
