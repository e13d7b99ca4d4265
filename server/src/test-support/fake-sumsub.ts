import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  FakeApplicant,
  FakeReviewResult,
  FakeSumsub,
  FakeSumsubOptions,
  FakeSumsubRequest,
} from './fake-sumsub-types';
import { createFakeWebhookSender } from './fake-sumsub-webhooks';
import { applicantView, correlationId, hexId, now, webhookBody } from './fake-sumsub-wire';

export type * from './fake-sumsub-types';
export type { FakeSumsubWebhookOptions, FakeWebhookDelivery } from './fake-sumsub-webhooks';

/**
 * A local Sumsub for tests: a node http server on 127.0.0.1 that answers the endpoints Ferry's
 * live adapter calls in Sumsub's wire shapes, checks every request's X-App-Access-Sig with its own
 * computation (written here apart from Ferry's signer, so one checks the other), keeps applicants,
 * mints SDK tokens, recognises an uploaded identity document into the applicant's `info`, and plays Sumsub's sandbox driver `testCompleted`, after which it sends a
 * signed applicantReviewed webhook, late, twice, out of order or RED after GREEN as told.
 */

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
  const webhooks = createFakeWebhookSender(options.webhook);
  let baseUrl = '';

  const error = (code: number, description: string) => ({
    description,
    code,
    correlationId: correlationId(),
  });

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

  function findByExternalId(externalUserId: string): FakeApplicant | undefined {
    return [...applicants.values()].find(
      (applicant) => applicant.externalUserId === externalUserId && !applicant.isDeactivated,
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
          document: undefined,
        };
        applicants.set(applicant.id, applicant);
        webhooks.emit('applicantCreated', webhookBody('applicantCreated', applicant));
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
        webhooks.emit('applicantDeactivated', webhookBody('applicantDeactivated', applicant));
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
        webhooks.emit('applicantReviewed', webhookBody('applicantReviewed', applicant, stored));
        const red = webhooks.target()?.redAfterGreen;
        if (stored.reviewAnswer === 'GREEN' && red) {
          const later = red.result;
          webhooks.emit('applicantReviewed', webhookBody('applicantReviewed', applicant, later), red.delayMs);
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
    deliveries: webhooks.deliveries,
    uploadIdentityDocument(applicantId, document) {
      const applicant = applicants.get(applicantId);
      if (!applicant) throw new Error(`No applicant ${applicantId} at the local Sumsub`);
      applicant.document = { ...document };
      applicant.reviewStatus = 'pending';
      webhooks.emit('applicantPending', webhookBody('applicantPending', applicant));
    },
    configureWebhook: webhooks.configure,
    releaseWebhooks: webhooks.release,
    settled: webhooks.settled,
    async close() {
      await webhooks.settled();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
