import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { mailCount, readCode, type StoredTokens } from '../support/accounts';
import { fundWithUsdt } from '../support/balances';
import { CONFIRM_DIALOG, confirmDetailsByMail } from '../support/payout-details';
import { TEST_BOT_TOKEN } from '../support/telegram-mock';
import { expect, type Locator, type Page } from '../support/test';
import { availableEur, PAYOUT_IBAN } from '../support/withdraw-money';

// What the verification journey's specs share: the withdrawal typed in, the steps' screens played
// as a user plays them, and the provider's late decision sent as its webhook.

const API = '/api/client/v1';

/**
 * The holder a bank payout goes to, who must be the user: the person the user declares, which the
 * sandbox provider then reads from their identity document (applicant-person.ts).
 */
export const HOLDER = { first: 'Olena', last: 'Kovalenko' };

/** A Polish mobile number no other test verifies (a verified number belongs to one account). */
export function uniquePhone(): string {
  return `+48600${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

async function profileIdOf(request: APIRequestContext, tokens: StoredTokens): Promise<string> {
  const user = await request.get(`${API}/user`, {
    headers: { Authorization: `Bearer ${tokens.accessToken}` },
  });
  return ((await user.json()) as { profiles_id: string[] }).profiles_id[0] ?? '';
}

/**
 * The phone and the declared data done by API (the declared person is the payout's holder), so a
 * test starts at the basic level with the identity step still to do.
 */
export async function reachBasicByApi(request: APIRequestContext, tokens: StoredTokens): Promise<void> {
  const profileId = await profileIdOf(request, tokens);
  const headers = { Authorization: `Bearer ${tokens.accessToken}`, 'Profile-Id': profileId };
  const declared = await request.post(`${API}/verification/declared-address`, {
    headers,
    data: {
      first_name: HOLDER.first,
      last_name: HOLDER.last,
      date_of_birth: '1990-01-01',
      country: 'PL',
      city: 'Gdańsk',
      street: 'ul. Morska 2',
      postal_code: '80-001',
    },
  });
  if (!declared.ok())
    throw new Error(`declared data answered ${declared.status()}: ${await declared.text()}`);
  const phone = uniquePhone();
  const asked = await request.post(`${API}/verification/phone/code`, { headers, data: { phone } });
  if (!asked.ok()) throw new Error(`phone code answered ${asked.status()}: ${await asked.text()}`);
  const confirmed = await request.post(`${API}/verification/phone`, {
    headers,
    data: { phone, code: await readCode(request, phone) },
  });
  if (!confirmed.ok())
    throw new Error(`phone confirm answered ${confirmed.status()}: ${await confirmed.text()}`);
}

/**
 * A new user's money as it comes to one who verified nothing: `usdt` USDT sent to their deposit
 * address arrives on chain (credited and counted, never refused, however far over the level's
 * money in), then all of it is converted to EUR (a conversion counts nothing), so the user can
 * cash it out. Answers the EUR the balance then holds.
 */
export async function receiveUsdtAndConvertToEur(
  request: APIRequestContext,
  accessToken: string,
  usdt: string,
): Promise<string> {
  await fundWithUsdt(request, accessToken, usdt);
  const auth = { Authorization: `Bearer ${accessToken}` };
  const quote = await request.post(`${API}/quotes`, {
    headers: auth,
    data: { kind: 'convert', from_currency: 'USDT', to_currency: 'EUR', from_amount: usdt },
  });
  if (!quote.ok()) throw new Error(`quote answered ${quote.status()}: ${await quote.text()}`);
  const converted = await request.post(`${API}/conversions`, {
    headers: { ...auth, 'Idempotency-Key': `e2e-${randomBytes(12).toString('hex')}` },
    data: { quote_id: ((await quote.json()) as { id: string }).id },
  });
  if (!converted.ok())
    throw new Error(`conversion answered ${converted.status()}: ${await converted.text()}`);
  return availableEur(request, accessToken);
}

/** Amount, new IBAN and holder typed in up to the confirm screen. */
export async function typeWithdrawal(page: Page, amount: string): Promise<void> {
  await page.goto('/balances/withdraw/sepa/EUR/form');
  await page.getByLabel('Amount, EUR').fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('IBAN').fill(PAYOUT_IBAN);
  await page.getByLabel('Account holder’s name').fill(`${HOLDER.first} ${HOLDER.last}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/balances\/withdraw\/sepa\/EUR\/confirm$/);
}

/**
 * Presses Withdraw and answers the new details' mailed code when it is asked for; resolves with
 * whichever of `outcomes` shows up.
 */
export async function pressWithdraw(page: Page, request: APIRequestContext, email: string, outcome: Locator) {
  const seen = await mailCount(request, email);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: CONFIRM_DIALOG });
  await expect(dialog.or(outcome).first()).toBeVisible({ timeout: 15_000 });
  if (await dialog.isVisible()) await confirmDetailsByMail(page, request, email, seen);
  await expect(outcome.first()).toBeVisible({ timeout: 15_000 });
}

/** The phone step by SMS: the number, then the code the sandbox keeps in the outbox. */
export async function verifyPhoneBySms(page: Page, request: APIRequestContext, phone: string) {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Code from the SMS').fill(await readCode(request, phone));
}

/**
 * The declared personal data; the holder's name, and `country` as the residence. `save` presses
 * the screen's save (the page's button on the web; the mini-app passes Telegram's main button).
 */
export async function declarePersonalData(
  page: Page,
  country = 'PL',
  save: () => Promise<unknown> = () => page.getByRole('button', { name: 'Save' }).click(),
) {
  await page.getByLabel('First name').fill(HOLDER.first);
  await page.getByLabel('Last name').fill(HOLDER.last);
  await page.getByLabel('Date of birth').fill('01/01/1990');
  await page.getByLabel('Country of residence').selectOption(country);
  await page.getByLabel('City').fill('Gdańsk');
  await page.getByLabel('Street and house number').fill('ul. Morska 2');
  await page.getByLabel('Postal code').fill('80-001');
  await save();
}

const photoStep = (page: Page, name: string) => page.getByRole('group', { name });

/** Opens the step's camera, waits for real frames, takes the photo and uses it. */
async function takePhoto(page: Page, name: string) {
  const group = photoStep(page, name);
  await group.getByRole('button', { name: 'Open camera' }).click();
  const preview = group.getByLabel('Camera preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
  await group.getByRole('button', { name: 'Take photo' }).click();
  await group.getByRole('button', { name: 'Use this photo' }).click();
  await expect(group.getByText('Photo taken')).toBeVisible();
}

/**
 * On the provider's page: the document photo and the selfie with the (fake) camera, submitted;
 * answers the applicant the page names, which the provider's webhooks name too.
 */
export async function submitIdentityPhotos(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/sandbox-kyc\/[^/?]+\?access_token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  await takePhoto(page, 'Identity document');
  await takePhoto(page, 'Selfie');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('sandbox-kyc')).toHaveAttribute('data-status', 'PROCESSING');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

/** The sandbox provider's secret for its webhooks (server/src/features/verification/webhook-secret.ts). */
const SANDBOX_WEBHOOK_SECRET = 'ferry-sandbox-kyc-webhook-secret';

/** Sumsub's reviewResult of an applicantReviewed webhook. */
interface ReviewResult {
  reviewAnswer: 'GREEN' | 'RED';
  reviewRejectType?: 'FINAL' | 'RETRY';
  rejectLabels?: string[];
  moderationComment?: string;
}

/** What a RED+FINAL says to the user (Sumsub's `moderationComment`). */
export const FINAL_REJECTION_COMMENT = 'We could not verify your document.';

const RED_FINAL: ReviewResult = {
  reviewAnswer: 'RED',
  reviewRejectType: 'FINAL',
  rejectLabels: ['FORGERY'],
  moderationComment: FINAL_REJECTION_COMMENT,
};

/**
 * The provider's review of `applicantId` as Sumsub's applicantReviewed webhook, signed with the
 * sandbox's webhook secret and dated `afterMs` from now (later than every event before it), as the
 * sandbox driver `testCompleted` makes Sumsub send it.
 */
export async function sendReview(
  request: APIRequestContext,
  applicantId: string,
  reviewResult: ReviewResult,
  afterMs = 1_000,
): Promise<void> {
  const at = new Date(Date.now() + afterMs);
  const body = JSON.stringify({
    applicantId,
    inspectionId: randomBytes(12).toString('hex'),
    correlationId: `req-${randomBytes(16).toString('hex')}`,
    levelName: 'ferry-identity',
    externalUserId: 'e2e',
    type: 'applicantReviewed',
    sandboxMode: true,
    reviewStatus: 'completed',
    createdAtMs: at.toISOString().replace('T', ' ').replace('Z', ''),
    clientId: 'ferry',
    reviewResult,
  });
  const digest = createHmac('sha256', SANDBOX_WEBHOOK_SECRET).update(body).digest('hex');
  const answer = await request.post('/api/webhooks/kyc/sumsub', {
    headers: {
      'Content-Type': 'application/json',
      'X-Payload-Digest': digest,
      'X-Payload-Digest-Alg': 'HMAC_SHA256_HEX',
    },
    data: body,
  });
  if (!answer.ok()) throw new Error(`the KYC webhook answered ${answer.status()}: ${await answer.text()}`);
  const { outcome } = (await answer.json()) as { outcome: string };
  if (outcome !== 'applied') throw new Error(`the KYC webhook's review was ${outcome}, not applied`);
}

/** A RED+FINAL the provider sends late, after its GREEN: a minute after now, the newest event. */
export function sendLateRed(request: APIRequestContext, applicantId: string): Promise<void> {
  return sendReview(request, applicantId, RED_FINAL, 60_000);
}

/** The provider turns a submitted identity down for good (RED+FINAL), in place of its review. */
export function sendFinalRejection(request: APIRequestContext, applicantId: string): Promise<void> {
  return sendReview(request, applicantId, RED_FINAL);
}

/** Where `@ferry/bot`, telegram-test-api and tsx resolve from. */
const TESTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The bot's world, run under tsx as the bot runs in production (its translations import JSON,
 * which Playwright's loader does not): telegram-test-api, Ferry's real bot on it with the test
 * bot's token (the one the server under test checks init data and the bot base with) reaching the
 * server only through its bot base, and a Telegram user's client. It reads one JSON command a
 * line: a user shares their own contact; the bot takes the update, as its runner would, and the
 * texts it wrote back come out as one JSON line.
 */
const BOT_WORLD_SCRIPT = `
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import TelegramServer from 'telegram-test-api';
import {
  createBot, createBotBaseClient, createServerBotUsers, createServerBotVerification,
  createServerStartSources, createServerSupport,
} from '@ferry/bot';
const [serverUrl, token] = process.argv.slice(-2);
const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
const telegram = new TelegramServer({ port, host: '127.0.0.1' });
await telegram.start();
const errors = [];
const base = createBotBaseClient({ serverUrl, botToken: token });
const bot = await createBot(
  { token, apiRoot: telegram.config.apiURL, publicUrl: serverUrl, botUsername: 'ferry_e2e_bot',
    miniAppShortName: 'app', mode: 'polling', webhookPort: 0 },
  { startSources: createServerStartSources({ serverUrl, botToken: token }),
    users: createServerBotUsers(base), verification: createServerBotVerification(base),
    support: createServerSupport({ serverUrl, botToken: token }),
    onError: (error) => errors.push(String(error?.stack ?? error)) },
);
await bot.init();
process.stdout.write('READY\\n');
for await (const line of createInterface({ input: process.stdin })) {
  const { userId, phone } = JSON.parse(line);
  const client = telegram.getClient(token, { userId, chatId: userId, firstName: 'Olena', timeout: 10000 });
  const { text: _none, ...message } = client.makeMessage('', {
    contact: { phone_number: phone, first_name: 'Olena', user_id: userId },
  });
  await client.sendMessage(message);
  for (const update of await bot.api.getUpdates({ offset: -1 })) await bot.handleUpdate(update);
  // The client waits up to its timeout for the bot's answer; none is an answer too.
  const replies = await client.getUpdates().then(
    (updates) => updates.result.map((update) => update.message.text ?? ''),
    () => [],
  );
  process.stdout.write(JSON.stringify({ replies, errors }) + '\\n');
}
await telegram.stop();
`;

/** Ferry's bot between Telegram (telegram-test-api) and the server under test. */
export interface BotWorld {
  /**
   * The user shares their own contact with the bot, as Telegram sends it after the mini-app's
   * "share my phone" (`contact.user_id` is the sender, the number without its "+"). Resolves with
   * the texts the bot wrote back and the errors its features stopped.
   */
  shareOwnContact(userId: number, phone: string): Promise<{ replies: string[]; errors: string[] }>;
  stop(): Promise<void>;
}

/** Starts the bot's world beside the server under test (`serverUrl`); see BOT_WORLD_SCRIPT. */
export async function startBotWorld(serverUrl: string): Promise<BotWorld> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', BOT_WORLD_SCRIPT, serverUrl, TEST_BOT_TOKEN],
    { cwd: TESTS_DIR, stdio: 'pipe' },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const nextLine = async (what: string): Promise<string> => {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`the bot's world gave no ${what} in 30 s: ${stderr}`)), 30_000),
    );
    const next = await Promise.race([lines.next(), timeout]);
    if (next.done) throw new Error(`the bot's world stopped before ${what}: ${stderr}`);
    return next.value;
  };
  const ready = await nextLine('start');
  if (ready !== 'READY') throw new Error(`the bot's world said ${ready}: ${stderr}`);
  return {
    async shareOwnContact(userId, phone) {
      child.stdin.write(`${JSON.stringify({ userId, phone: phone.replace(/^\+/, '') })}\n`);
      return JSON.parse(await nextLine('answer')) as { replies: string[]; errors: string[] };
    },
    async stop() {
      child.stdin.end();
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
