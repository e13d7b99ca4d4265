import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { StoredTokens } from './accounts';
import { verifyLevel } from './verification';

const API = '/api/client/v1';
const SANDBOX = '/api/dev/sandbox';

/** A Visa test number that passes Luhn (the sandbox acquirer's own). */
export const TEST_CARD_NUMBER = '4111111111111111';

async function ok<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!answer.ok()) throw new Error(`${what} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

function auth(tokens: StoredTokens, idempotencyKey?: string) {
  return {
    Authorization: `Bearer ${tokens.accessToken}`,
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  };
}

export { telegramSession } from './accounts';

/**
 * Money that really moved: a SEPA deposit of 200 EUR arrives at the sandbox bank, then 50 EUR is
 * converted to USDT at a quote (done at once). Answers both transactions' ids, which a statement
 * of the period lists. 200 EUR is all the starter level takes in a day, so a user who has verified
 * nothing yet (the documents screen asks for identity first) can make it.
 */
export async function depositAndConvert(
  request: APIRequestContext,
  tokens: StoredTokens,
): Promise<{ depositId: string; conversionId: string }> {
  const { transaction: deposit } = await ok<{
    transaction: { id: string; bank_details: { reference: string } | null };
  }>(
    await request.post(`${API}/deposits`, {
      headers: auth(tokens, crypto.randomUUID()),
      data: { payway: 'sepa', currency: 'EUR', amount: '200' },
    }),
    'deposit',
  );
  await ok(
    await request.post(`${SANDBOX}/bank-transfers`, {
      data: { reference: deposit.bank_details?.reference ?? '', amount: '200' },
    }),
    'sandbox bank transfer',
  );
  const quote = await ok<{ id: string }>(
    await request.post(`${API}/quotes`, {
      headers: auth(tokens),
      data: { kind: 'convert', from_currency: 'EUR', to_currency: 'USDT', from_amount: '50' },
    }),
    'quote',
  );
  const conversion = await ok<{ id: string; status: string }>(
    await request.post(`${API}/conversions`, {
      headers: auth(tokens, crypto.randomUUID()),
      data: { quote_id: quote.id },
    }),
    'conversion',
  );
  return { depositId: deposit.id, conversionId: conversion.id };
}

/**
 * The user's identity verified as the verification steps record it (documents need it, and the
 * screen reads those steps): the declared person and the sandbox's steps up to Verified.
 */
export async function verifyIdentity(request: APIRequestContext, tokens: StoredTokens, fullName: string) {
  await verifyLevel(request, tokens, 'verified', fullName);
}

/** Saves a card as withdrawal details; answers its id. */
export async function saveCardRequisite(request: APIRequestContext, tokens: StoredTokens): Promise<string> {
  const saved = await ok<{ id: string }>(
    await request.post(`${API}/requisites`, {
      headers: auth(tokens),
      data: { kind: 'card_mask', value: TEST_CARD_NUMBER },
    }),
    'requisite',
  );
  return saved.id;
}

/** The text of a downloaded PDF, as a viewer's search reads it (PDF.js). */
export async function downloadedPdfText(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const task = getDocument({
    data: new Uint8Array(Buffer.concat(chunks)),
    isEvalSupported: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const content = await (await doc.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
}

/** Console errors and uncaught exceptions of a page from now on. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Axe's serious findings on the screen at rest: the pointer off the button just clicked (its
 * hover tint is not the resting colour) and transitions over (a toast sliding in, a button
 * fading back from its busy look).
 */
export async function settledViolations(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await page.waitForTimeout(700);
  // A toast fading out (sonner marks it data-removed) blends into the page: its contrast then is
  // no reading of the toast's colours, so the check waits for it to go and skips one caught leaving.
  await page
    .waitForFunction(
      () => document.querySelector('[data-sonner-toast][data-removed="true"]') === null,
      null,
      {
        timeout: 2_000,
      },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    );
}
