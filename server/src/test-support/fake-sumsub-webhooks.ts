import { createHmac } from 'node:crypto';
import type { FakeReviewResult } from './fake-sumsub-types';

export interface FakeSumsubWebhookOptions {
  /** Where the webhooks go (a test receiver on 127.0.0.1). */
  url: string;
  /** The per-webhook secret the digest is keyed by. */
  secret: string;
  alg?: 'HMAC_SHA256_HEX' | 'HMAC_SHA512_HEX' | 'HMAC_SHA1_HEX';
  /** Each webhook leaves this long after its event (a late delivery). */
  delayMs?: number;
  /** How many times each webhook is sent (2: a duplicate delivery). */
  copies?: number;
  /** Webhooks wait until `releaseWebhooks`, which sends them newest first (out of order). */
  holdUntilReleased?: boolean;
  /** After a GREEN, a RED follows this long later, as Sumsub may send when it revises a review. */
  redAfterGreen?: { delayMs: number; result: FakeReviewResult };
  /** Delays between retries when the receiver does not answer 2xx (Sumsub: 5 min, 1 h, 5 h, 18 h). */
  retryDelaysMs?: readonly number[];
}

export interface FakeWebhookDelivery {
  type: string;
  body: string;
  headers: Record<string, string>;
  /** The receiver's status, or 0 when it could not be reached. */
  status: number;
}

/** The fake's webhook side: signs each body with the per-webhook secret and sends it as told. */
export function createFakeWebhookSender(initial: FakeSumsubWebhookOptions | undefined) {
  const deliveries: FakeWebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  let held: { type: string; body: string }[] = [];
  let webhook = initial;

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function deliver(type: string, body: string): Promise<void> {
    const target = webhook;
    if (!target) return;
    const alg = target.alg ?? 'HMAC_SHA256_HEX';
    const hash = { HMAC_SHA256_HEX: 'sha256', HMAC_SHA512_HEX: 'sha512', HMAC_SHA1_HEX: 'sha1' }[alg];
    const headers = {
      'content-type': 'application/json',
      'x-payload-digest': createHmac(hash, target.secret).update(body, 'utf8').digest('hex'),
      'x-payload-digest-alg': alg,
    };
    for (const waitMs of [0, ...(target.retryDelaysMs ?? [])]) {
      if (waitMs > 0) await sleep(waitMs);
      const status = await fetch(target.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(5_000),
      })
        .then(async (response) => {
          await response.arrayBuffer();
          return response.status;
        })
        .catch(() => 0);
      deliveries.push({ type, body, headers, status });
      if (status >= 200 && status < 300) return;
    }
  }

  function track(work: Promise<void>): void {
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }

  return {
    deliveries,
    target: () => webhook,
    configure(next: FakeSumsubWebhookOptions | undefined): void {
      webhook = next;
    },
    /** Sends (or holds) one event's webhook as the options say. */
    emit(type: string, body: string, extraDelayMs = 0): void {
      const target = webhook;
      if (!target) return;
      if (target.holdUntilReleased) {
        held.push({ type, body });
        return;
      }
      const copies = target.copies ?? 1;
      track(
        (async () => {
          await sleep((target.delayMs ?? 0) + extraDelayMs);
          for (let copy = 0; copy < copies; copy += 1) await deliver(type, body);
        })(),
      );
    },
    async release(): Promise<void> {
      const batch = held.reverse();
      held = [];
      for (const { type, body } of batch) await deliver(type, body);
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
