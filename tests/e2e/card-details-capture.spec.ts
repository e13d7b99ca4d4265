import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, type BrowserContext, request as playwrightRequest } from '@playwright/test';
import { generate } from 'otplib';
import { REPO_ROOT, ServerProcess } from '../bank/server-process';
import {
  type StoredTokens,
  signUpByApi,
  storeWebSession,
  telegramSession,
  uniqueEmail,
} from '../support/accounts';
import { findFreePort } from '../support/free-port';
import {
  DARK_THEME,
  installTelegramMock,
  TEST_BOT_TOKEN,
  telegramLaunchHash,
} from '../support/telegram-mock';
import { expect, type Page, test } from '../support/test';
import { fundEuros } from '../support/transactions';
import { verifyLevel } from '../support/verification';

/**
 * The acceptance's capture (issue 28): while a card's details are shown on the real card screen
 * of the web app and of the mini-app (`/balances/:profileId/settings`, "Show card details", the
 * 2FA prompt, the card-details frame),
 * every request and answer of the page and its frame, every socket frame, and the server's whole
 * log are recorded; the card number appears in one place only, the frame's own `details` answer.
 * The server is a product server of this test's own (`server/src/main.ts`, serving the web build
 * the e2e server made) logging at trace, so its log can be read whole.
 */

const API = '/api/client/v1';
const TOTP_STEP_SECONDS = 30;
interface Recorded {
  kind: 'request' | 'response' | 'frame-sent' | 'frame-received';
  method: string;
  url: string;
  status?: number;
  text: string;
}

let server: ServerProcess;
let logFile: string;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  // A fresh PGlite migrated from nothing and a local TON chain: well over a minute on a loaded machine.
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ferry-card-capture-'));
  logFile = path.join(dataDir, 'server.log');
  const port = await findFreePort();
  server = new ServerProcess({
    repoRoot: REPO_ROOT,
    port,
    logFile,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'trace',
      // The mini-app signs in with init data the test bot's token signs; the bot itself stays off.
      BOT_TOKEN: TEST_BOT_TOKEN,
      BOT_POLLING: 'false',
      // The apps the e2e server built before the tests (pnpm start builds them when their sources change).
      WEB_DIST_DIR: path.join(REPO_ROOT, 'web/dist'),
      MINIAPP_DIST_DIR: path.join(REPO_ROOT, 'miniapp/dist'),
    },
  });
  await server.start();
});

test.afterAll(async () => {
  await server?.stop();
  server?.close();
});

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The signed-in user made verified, with 250 EUR, a EUR card topped up by 50 (so activated) and two-factor on. */
async function giveActiveCard(api: APIRequestContext, tokens: StoredTokens) {
  await verifyLevel(api, tokens, 'verified');
  await fundEuros(api, tokens);
  const auth = { Authorization: `Bearer ${tokens.accessToken}` };
  const user = await ok<{ profiles_id: string[] }>(await api.get(`${API}/user`, { headers: auth }), 'user');
  const headers = { ...auth, 'Profile-Id': user.profiles_id[0] ?? '' };
  const card = await ok<{ id: string; profile_id: string; last4: string }>(
    await api.post(`${API}/payment-cards`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { currency: 'EUR', design: 'classic', cardholder_name: 'FERRY TESTER', card_name: 'Everyday' },
    }),
    'issue card',
  );
  const toppedUp = await ok<{ card: { state: string } }>(
    await api.post(`${API}/payment-cards/${card.id}/top-ups`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { amount: '50' },
    }),
    'top-up',
  );
  expect(toppedUp.card.state).toBe('active');
  const setup = await ok<{ secret: string }>(
    await api.post(`${API}/2fa/setup`, { headers, data: {} }),
    '2fa setup',
  );
  const step = Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS);
  const codeOf = (at: number) => generate({ secret: setup.secret, epoch: at * TOTP_STEP_SECONDS });
  await ok(
    await api.post(`${API}/2fa/enable`, { headers, data: { code: await codeOf(step) } }),
    '2fa enable',
  );
  // Sign-in stays without a code, so the mini-app's init-data sign-in opens the screen; the
  // card-details scope stays on. The next step's code is within the one step of drift allowed.
  await ok(
    await api.put(`${API}/2fa/scopes`, {
      headers,
      data: { code: await codeOf(step + 1), scopes: { login: false } },
    }),
    '2fa scopes',
  );
  // A code is taken once per step and never an older one: the reveal's is the step after, once
  // the clock is within a step of it.
  const revealStepStartMs = (step + 1) * TOTP_STEP_SECONDS * 1000;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, revealStepStartMs - Date.now() + 250)));
  const revealCode = await codeOf(step + 2);
  return { card, revealCode };
}

/** Every request (URL, headers, body) and every answer (status, headers, body) of the page and its frames. */
function recordEverything(page: Page): { entries: Recorded[]; settled: () => Promise<void> } {
  const entries: Recorded[] = [];
  const reading: Promise<unknown>[] = [];
  const headerLines = (headers: Record<string, string>) =>
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
  page.on('request', (request) => {
    entries.push({
      kind: 'request',
      method: request.method(),
      url: request.url(),
      text: [request.url(), headerLines(request.headers()), request.postData() ?? ''].join('\n'),
    });
  });
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) =>
      entries.push({ kind: 'frame-sent', method: 'WS', url: socket.url(), text: String(payload) }),
    );
    socket.on('framereceived', ({ payload }) =>
      entries.push({ kind: 'frame-received', method: 'WS', url: socket.url(), text: String(payload) }),
    );
  });
  page.on('response', (response) => {
    reading.push(
      response
        .body()
        .catch(() => Buffer.from(''))
        .then((body) =>
          entries.push({
            kind: 'response',
            method: response.request().method(),
            url: response.url(),
            status: response.status(),
            text: [
              response.url(),
              String(response.status()),
              headerLines(response.headers()),
              body.toString('utf8'),
            ].join('\n'),
          }),
        ),
    );
  });
  return { entries, settled: async () => void (await Promise.all(reading)) };
}

function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

interface CardOnScreen {
  card: { id: string; profile_id: string; last4: string };
  revealCode: string;
  /** The card screen's address, past the app's origin. */
  screenPath: string;
}

/**
 * Opens the card screen with everything recorded, shows the details through the 2FA prompt, copies
 * the number, lets the minute pass, and checks where the number, the token and the log went.
 */
async function captureReveal(
  page: Page,
  context: BrowserContext,
  { card, revealCode, screenPath }: CardOnScreen,
) {
  const appOrigin = server.url;
  const logBefore = readFileSync(logFile, 'utf8').length;
  const { entries, settled } = recordEverything(page);
  await page.clock.install();
  await page.goto(`${appOrigin}${screenPath}`);
  await page.getByRole('button', { name: 'Show card details' }).click();
  const prompt = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await prompt.getByLabel('Authenticator code').fill(revealCode);
  await expect(prompt).toBeHidden({ timeout: 15_000 });

  const frame = page.frameLocator('iframe[title="Card number, expiry and CVV"]');
  await expect(frame.locator('#number')).toHaveText(/^\d{4}( \d{4}){3}$/);
  const grouped = (await frame.locator('#number').textContent()) ?? '';
  const pan = grouped.replace(/ /g, '');
  expect(pan.endsWith(card.last4)).toBe(true);
  expect(isLuhnValid(pan)).toBe(true);
  await expect(frame.locator('#expiry')).toHaveText(/^\d{2} \/ \d{2}$/);
  await expect(frame.locator('#cvv')).toHaveText(/^\d{3}$/);
  await expect(frame.locator('#holder')).toHaveText('FERRY TESTER');

  // The app's own JavaScript cannot look into the frame: another origin.
  const seenByApp = await page.evaluate(() => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[src*="/card-iframe-stub"]');
    return {
      frameDocument: iframe?.contentDocument === null ? null : 'readable',
      html: document.documentElement.outerHTML,
    };
  });
  expect(seenByApp.frameDocument).toBeNull();
  expect(seenByApp.html).not.toContain(pan);

  // Copying answers in the frame; the number still appears nowhere else.
  const frameOrigin = new URL(
    page
      .frames()
      .find((candidate) => candidate.url().includes('/card-iframe-stub'))
      ?.url() ?? appOrigin,
  ).origin;
  expect(frameOrigin).not.toBe(appOrigin);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: frameOrigin });
  await frame.getByRole('button', { name: 'Copy' }).click();
  await expect(frame.getByRole('button', { name: 'Copied' })).toBeVisible();

  // A minute later the details wipe themselves.
  await page.clock.fastForward(61_000);
  await expect(frame.locator('#number')).toHaveText('');
  await expect(frame.getByText('The details are hidden')).toBeVisible();

  await settled();
  // The record is the whole page: the app's bundle, its API calls and the frame's own files.
  const urls = entries.map((entry) => entry.url);
  expect(urls.some((url) => url.startsWith(appOrigin) && url.includes('/assets/'))).toBe(true);
  expect(urls.some((url) => url.startsWith(`${appOrigin}/api/client/v1/payment-cards`))).toBe(true);
  expect(urls).toContain(`${frameOrigin}/card-iframe-stub/page.js`);
  const forms = [pan, grouped];
  const carrying = entries.filter((entry) => forms.some((form) => entry.text.includes(form)));
  expect(carrying.map((entry) => `${entry.kind} ${entry.method} ${entry.url}`)).toEqual([
    `response POST ${frameOrigin}/card-iframe-stub/details`,
  ]);
  // The token was minted by the app and spent by the frame, in its request's body only.
  const minted = entries.find(
    (entry) => entry.kind === 'response' && entry.status === 200 && entry.url.endsWith('/details-token'),
  );
  expect(minted?.text).toContain(`${frameOrigin}/card-iframe-stub#token=`);
  const token = /#token=([\w-]+)/.exec(minted?.text ?? '')?.[1] ?? '';
  expect(token).toHaveLength(43);
  const detailsRequest = entries.find(
    (entry) => entry.kind === 'request' && entry.url.endsWith('/card-iframe-stub/details'),
  );
  expect(detailsRequest?.text).toContain(token);
  expect(entries.filter((entry) => entry.kind === 'request' && entry.url.includes(token))).toEqual([]);

  // The server's log (trace level) over the same minutes: the request lines are there, the number and token are not.
  await expect
    .poll(() => readFileSync(logFile, 'utf8').slice(logBefore))
    .toContain('/card-iframe-stub/details');
  const log = readFileSync(logFile, 'utf8');
  expect(log).toContain('details-token');
  for (const secret of [...forms, token]) expect(log).not.toContain(secret);
}

test('web: the card number travels only in the card-details frame’s own answer, and the server log never holds it', async ({
  page,
  context,
}) => {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const tokens = await signUpByApi(api, uniqueEmail('card-capture'));
  const { card, revealCode } = await giveActiveCard(api, tokens);
  await api.dispose();
  await storeWebSession(page, tokens);
  await captureReveal(page, context, {
    card,
    revealCode,
    screenPath: `/balances/${card.profile_id}/settings`,
  });
});

test('mini-app: the card number travels only in the card-details frame’s own answer, and the server log never holds it', async ({
  page,
  context,
}) => {
  const userId = 710_000_000 + Math.floor(Math.random() * 80_000_000);
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  const tokens = await telegramSession(api, userId);
  const { card, revealCode } = await giveActiveCard(api, tokens);
  await api.dispose();
  await installTelegramMock(page, DARK_THEME);
  await captureReveal(page, context, {
    card,
    revealCode,
    screenPath: `/messenger/balances/${card.profile_id}/settings${telegramLaunchHash({ theme: DARK_THEME, userId })}`,
  });
});
