import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Sumsub for tests: a node http server on 127.0.0.1 that answers the endpoints Ferry's
 * live adapter calls in Sumsub's wire shapes, checks every request's X-App-Access-Sig with its own
 * computation (written here apart from Ferry's signer, so one checks the other), keeps applicants,
 * mints SDK tokens and plays Sumsub's sandbox driver `testCompleted`, after which it sends a
 * signed applicantReviewed webhook, late, twice, out of order or RED after GREEN as told.
 */

export interface FakeSumsubOptions {
  appToken: string;
  secretKey: string;
  webhook?: FakeSumsubWebhookOptions;
}

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

export interface FakeReviewResult {
  reviewAnswer: 'GREEN' | 'RED';
  rejectLabels?: string[];
  reviewRejectType?: 'FINAL' | 'RETRY';
  moderationComment?: string;
  clientComment?: string;
}

export interface FakeApplicant {
  id: string;
  externalUserId: string;
  levelName: string;
  inspectionId: string;
  createdAt: string;
  reviewStatus: 'init' | 'pending' | 'completed';
  reviewResult: FakeReviewResult | undefined;
  isDeactivated: boolean;
}

/** A request as it arrived: its raw bytes and whether its signature held by the fake's own rule. */
export interface FakeSumsubRequest {
  method: string;
  /** The path with its query, byte for byte as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  isSignatureValid: boolean;
  status: number;
}

export interface FakeWebhookDelivery {
  type: string;
  body: string;
  headers: Record<string, string>;
  /** The receiver's status, or 0 when it could not be reached. */
  status: number;
}

export interface FakeSumsub {
  url: string;
  requests: FakeSumsubRequest[];
  applicants: Map<string, FakeApplicant>;
  /** SDK tokens minted, newest last. */
  tokens: { token: string; userId: string; levelName: string; ttlInSecs: number }[];
  deliveries: FakeWebhookDelivery[];
  /** Changes how webhooks are sent from now on. */
  configureWebhook(options: FakeSumsubWebhookOptions | undefined): void;
  /** Sends the held webhooks, newest first. */
  releaseWebhooks(): Promise<void>;
  /** Resolves when every webhook that is due or delayed has been sent. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

interface Route {
  method: string;
  pattern: RegExp;
  handle(
    match: readonly (string | undefined)[],
    query: URLSearchParams,
    body: unknown,
  ): [status: number, answer: unknown];
}

const APPLICANT_BY_EXTERNAL_ID = /^\/resources\/applicants\/-;externalUserId=([^/]+)\/one$/;

export async function startFakeSumsub(options: FakeSumsubOptions): Promise<FakeSumsub> {
  const requests: FakeSumsubRequest[] = [];
  const applicants = new Map<string, FakeApplicant>();
  const tokens: FakeSumsub['tokens'] = [];
  const deliveries: FakeWebhookDelivery[] = [];
  const pending = new Set<Promise<void>>();
  let held: { type: string; body: string }[] = [];
  let webhook = options.webhook;
  let baseUrl = '';

  const correlationId = () => `req-${randomBytes(16).toString('hex')}`;
  const error = (code: number, description: string) => ({
    description,
    code,
    correlationId: correlationId(),
  });
  const hexId = () => randomBytes(12).toString('hex');
  const now = () => new Date().toISOString().replace('T', ' ').replace('Z', '');

  /** The fake's own rule: hex HMAC-SHA256(secret, ts + METHOD + path?query + body bytes). */
  function expectedSignature(ts: string, method: string, url: string, body: Buffer): Buffer {
    const mac = createHmac('sha256', options.secretKey);
    mac.update(Buffer.from(ts + method + url, 'utf8'));
    mac.update(body);
    return mac.digest();
  }

  function isSigned(method: string, url: string, headers: IncomingHttpHeaders, body: Buffer): boolean {
    const token = headers['x-app-token'];
    const ts = headers['x-app-access-ts'];
    const sig = headers['x-app-access-sig'];
    if (token !== options.appToken || typeof ts !== 'string' || typeof sig !== 'string') return false;
    if (!/^[0-9a-f]{64}$/.test(sig)) return false;
    return timingSafeEqual(expectedSignature(ts, method, url, body), Buffer.from(sig, 'hex'));
  }

  function applicantView(applicant: FakeApplicant) {
    return {
      id: applicant.id,
      createdAt: applicant.createdAt,
      key: 'FAKEKEY',
      clientId: 'ferry',
      inspectionId: applicant.inspectionId,
      externalUserId: applicant.externalUserId,
      deleted: applicant.isDeactivated,
      type: 'individual',
      review: {
        reviewId: applicant.inspectionId.slice(0, 5),
        attemptId: applicant.inspectionId.slice(5, 10),
        attemptCnt: 0,
        levelName: applicant.levelName,
        createDate: applicant.createdAt,
        reviewStatus: applicant.reviewStatus,
        ...(applicant.reviewResult ? { reviewResult: applicant.reviewResult } : {}),
        priority: 0,
      },
    };
  }

  function findByExternalId(externalUserId: string): FakeApplicant | undefined {
    return [...applicants.values()].find(
      (applicant) => applicant.externalUserId === externalUserId && !applicant.isDeactivated,
    );
  }

  function webhookBody(type: string, applicant: FakeApplicant, result?: FakeReviewResult): string {
    return JSON.stringify({
      applicantId: applicant.id,
      inspectionId: applicant.inspectionId,
      correlationId: correlationId(),
      levelName: applicant.levelName,
      externalUserId: applicant.externalUserId,
      type,
      sandboxMode: true,
      reviewStatus: applicant.reviewStatus,
      createdAtMs: now(),
      clientId: 'ferry',
      ...(result ? { reviewResult: result } : {}),
    });
  }

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

  /** Sends (or holds) one event's webhook as the options say. */
  function emit(type: string, body: string, extraDelayMs = 0): void {
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
  }

  const routes: Route[] = [
    {
      method: 'POST',
      pattern: /^\/resources\/applicants$/,
      handle(_match, query, body) {
        const levelName = query.get('levelName');
        const externalUserId = (body as { externalUserId?: unknown } | null)?.externalUserId;
        if (!levelName) return [400, error(400, 'Level name is not specified')];
        if (typeof externalUserId !== 'string' || externalUserId === '') {
          return [400, error(400, 'externalUserId is required')];
        }
        const existing = findByExternalId(externalUserId);
        if (existing) {
          return [
            409,
            error(409, `Applicant with external user id '${externalUserId}' already exists: ${existing.id}`),
          ];
        }
        const applicant: FakeApplicant = {
          id: hexId(),
          externalUserId,
          levelName,
          inspectionId: hexId(),
          createdAt: now().slice(0, 19),
          reviewStatus: 'init',
          reviewResult: undefined,
          isDeactivated: false,
        };
        applicants.set(applicant.id, applicant);
        emit('applicantCreated', webhookBody('applicantCreated', applicant));
        return [200, applicantView(applicant)];
      },
    },
    {
      method: 'GET',
      pattern: APPLICANT_BY_EXTERNAL_ID,
      handle(match) {
        const applicant = findByExternalId(decodeURIComponent(match[1] ?? ''));
        return applicant ? [200, applicantView(applicant)] : [404, error(404, 'Applicant not found')];
      },
    },
    {
      method: 'GET',
      pattern: /^\/resources\/applicants\/([0-9a-f]+)\/one$/,
      handle(match) {
        const applicant = applicants.get(match[1] ?? '');
        return applicant ? [200, applicantView(applicant)] : [404, error(404, 'Applicant not found')];
      },
    },
    {
      method: 'GET',
      pattern: /^\/resources\/applicants\/([0-9a-f]+)\/status$/,
      handle(match) {
        const applicant = applicants.get(match[1] ?? '');
        if (!applicant) return [404, error(404, 'Applicant not found')];
        const { review } = applicantView(applicant);
        return [200, review];
      },
    },
    {
      method: 'POST',
      pattern: /^\/resources\/accessTokens\/sdk$/,
      handle(_match, _query, body) {
        const { userId, levelName, ttlInSecs } = (body ?? {}) as Record<string, unknown>;
        if (typeof userId !== 'string' || typeof levelName !== 'string') {
          return [400, error(400, 'userId and levelName are required')];
        }
        const ttl = typeof ttlInSecs === 'number' ? ttlInSecs : 600;
        const token = `_act-sbx-jwt-${randomBytes(24).toString('base64url')}`;
        tokens.push({ token, userId, levelName, ttlInSecs: ttl });
        return [200, { token, userId }];
      },
    },
    {
      method: 'POST',
      pattern: /^\/resources\/sdkIntegrations\/levels\/-\/websdkLink$/,
      handle(_match, _query, body) {
        const { userId, levelName } = (body ?? {}) as Record<string, unknown>;
        if (typeof userId !== 'string' || typeof levelName !== 'string') {
          return [400, error(400, 'userId and levelName are required')];
        }
        return [200, { url: `${baseUrl}/websdk/p/sbx_${randomBytes(12).toString('base64url')}` }];
      },
    },
    {
      method: 'POST',
      pattern: /^\/resources\/applicants\/([0-9a-f]+)\/moveToLevel$/,
      handle(match, query) {
        const applicant = applicants.get(match[1] ?? '');
        const levelName = query.get('name');
        if (!applicant) return [404, error(404, 'Applicant not found')];
        if (!levelName) return [400, error(400, 'Level name is not specified')];
        if (applicant.reviewStatus === 'pending') return [409, error(409, 'Applicant is being checked')];
        applicant.levelName = levelName;
        return [200, applicantView(applicant)];
      },
    },
    {
      method: 'PATCH',
      pattern: /^\/resources\/applicants\/([0-9a-f]+)\/presence\/deactivated$/,
      handle(match) {
        const applicant = applicants.get(match[1] ?? '');
        if (!applicant) return [404, error(404, 'Applicant not found')];
        applicant.isDeactivated = true;
        emit('applicantDeactivated', webhookBody('applicantDeactivated', applicant));
        return [200, applicantView(applicant)];
      },
    },
    {
      method: 'POST',
      pattern: /^\/resources\/applicants\/([0-9a-f]+)\/status\/testCompleted$/,
      handle(match, _query, body) {
        const applicant = applicants.get(match[1] ?? '');
        if (!applicant) return [404, error(404, 'Applicant not found')];
        const result = body as FakeReviewResult | null;
        if (result?.reviewAnswer !== 'GREEN' && result?.reviewAnswer !== 'RED') {
          return [400, error(400, 'reviewAnswer must be GREEN or RED')];
        }
        const stored: FakeReviewResult =
          result.reviewAnswer === 'GREEN'
            ? { reviewAnswer: 'GREEN' }
            : {
                reviewAnswer: 'RED',
                rejectLabels: result.rejectLabels ?? [],
                ...(result.reviewRejectType ? { reviewRejectType: result.reviewRejectType } : {}),
                ...(result.moderationComment ? { moderationComment: result.moderationComment } : {}),
                ...(result.clientComment ? { clientComment: result.clientComment } : {}),
              };
        applicant.reviewStatus = 'completed';
        applicant.reviewResult = stored;
        emit('applicantReviewed', webhookBody('applicantReviewed', applicant, stored));
        const red = webhook?.redAfterGreen;
        if (stored.reviewAnswer === 'GREEN' && red) {
          const later = red.result;
          emit('applicantReviewed', webhookBody('applicantReviewed', applicant, later), red.delayMs);
        }
        return [200, { ok: 1 }];
      },
    },
  ];

  function answer(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const url = request.url ?? '/';
      const body = Buffer.concat(chunks);
      const isSignatureValid = isSigned(method, url, request.headers, body);
      const record: FakeSumsubRequest = {
        method,
        url,
        headers: request.headers,
        body,
        isSignatureValid,
        status: 0,
      };
      requests.push(record);
      const reply = (status: number, payload: unknown) => {
        record.status = status;
        answer(response, status, payload);
      };
      if (!isSignatureValid) {
        reply(401, error(401, 'Request signature mismatch'));
        return;
      }
      const [path = '', queryText = ''] = url.split('?', 2);
      const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
      if (!route) {
        reply(404, error(404, 'Not found'));
        return;
      }
      let parsed: unknown = null;
      if (body.length > 0) {
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          reply(400, error(400, 'Malformed JSON'));
          return;
        }
      }
      const [status, payload] = route.handle(
        path.match(route.pattern) ?? [],
        new URLSearchParams(queryText),
        parsed,
      );
      reply(status, payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    applicants,
    tokens,
    deliveries,
    configureWebhook(next) {
      webhook = next;
    },
    async releaseWebhooks() {
      const batch = held.reverse();
      held = [];
      for (const { type, body } of batch) await deliver(type, body);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
