import type { Page } from '@playwright/test';
import { mnemonicToPrivateKey } from '@ton/crypto';

/** One thing the page sent or received: an HTTP request (URL, headers, body) or a socket frame. */
export interface TrafficEntry {
  kind: 'request' | 'frame-sent' | 'frame-received';
  url: string;
  text: string;
}

/**
 * Records everything a page puts on the wire from now on: every request's URL, headers and body
 * (also binary bodies, as UTF-8 and as hex) and every websocket frame both ways.
 */
export function recordTraffic(page: Page): TrafficEntry[] {
  const entries: TrafficEntry[] = [];
  page.on('request', (request) => {
    const body = request.postDataBuffer();
    const headers = Object.entries(request.headers())
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
    entries.push({
      kind: 'request',
      url: request.url(),
      text: [request.url(), headers, body?.toString('utf8') ?? '', body?.toString('hex') ?? ''].join('\n'),
    });
  });
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) =>
      entries.push({ kind: 'frame-sent', url: socket.url(), text: String(payload) }),
    );
    socket.on('framereceived', ({ payload }) =>
      entries.push({ kind: 'frame-received', url: socket.url(), text: String(payload) }),
    );
  });
  return entries;
}

/** What must never travel: the words, any three of them in a row, the private key in hex or base64. */
export interface WalletSecrets {
  words: string[];
  /** Hex and base64 forms of the 32-byte seed and of the 64-byte secret key. */
  keyForms: string[];
}

export async function walletSecrets(words: string[]): Promise<WalletSecrets> {
  const keys = await mnemonicToPrivateKey(words);
  const seed = keys.secretKey.subarray(0, 32);
  const keyForms = [seed, keys.secretKey].flatMap((bytes) => [
    bytes.toString('hex'),
    bytes.toString('base64'),
    bytes.toString('base64url'),
  ]);
  return { words, keyForms };
}

/** Lower case, URL-decoded where possible, every run of non-letters as one space. */
function wordsOf(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    // Not URL-encoded: read as is.
  }
  return ` ${`${text} ${decoded}`.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
}

/** The entries that carry a secret, with what they carry; empty when the traffic is clean. */
export function findLeaks(entries: readonly TrafficEntry[], secrets: WalletSecrets): string[] {
  const triples = secrets.words.slice(0, -2).map((_, at) => secrets.words.slice(at, at + 3).join(' '));
  const leaks: string[] = [];
  for (const entry of entries) {
    const plain = wordsOf(entry.text);
    const triple = triples.find((words) => plain.includes(` ${words} `));
    if (triple) leaks.push(`${entry.kind} ${entry.url}: the words "${triple}"`);
    const compact = entry.text.replace(/\s+/g, '');
    const key = secrets.keyForms.find(
      (form) => compact.includes(form) || compact.toLowerCase().includes(form),
    );
    if (key) leaks.push(`${entry.kind} ${entry.url}: the private key`);
  }
  return leaks;
}
