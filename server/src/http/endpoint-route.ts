import type { Endpoint } from '@ferry/shared/contracts';
import { DomainError, isDomainError } from '@ferry/shared/domain';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Schema } from '../db/schema';
import { buildAnswerResponse } from './answer-response';
import type { AppEnv } from './app-env';
import { sendJsonAnswer } from './cache-headers';
import type { Caller } from './caller';
import { createCheckedAnswers } from './checked-answers';
import { type Idempotency, type OneCallPlan, storableRefusal } from './idempotency';
import { parseInput, readJsonBody } from './json-body';
import type { MerchantPrincipal, UserPrincipal } from './principal';

type ParsedOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface EndpointInput<E extends Endpoint> {
  query: E extends Endpoint<infer Query, infer _Body, infer _Response> ? ParsedOf<Query> : never;
  body: E extends Endpoint<infer _Query, infer Body, infer _Response> ? ParsedOf<Body> : never;
  params: Record<string, string>;
  /**
   * The profile the call acts on: on `isProfileScoped` endpoints always present (the guard proved
   * it is the caller's); elsewhere the one the guard resolved, if any.
   */
  profileId: E extends Endpoint<infer _Query, infer _Body, infer _Response, true>
    ? string
    : string | undefined;
  caller: Caller;
  /** The signed-in user, on `auth: 'user'` endpoints (the guard checked the session). */
  user: UserPrincipal | undefined;
  /** The merchant, on `auth: 'apiKey'` endpoints. */
  merchant: MerchantPrincipal | undefined;
  /**
   * On `isIdempotent` endpoints: the database transaction the stored answer commits in. Do all
   * database work of the call through it (on PGlite, the one connection is held by it).
   */
  trx: Kysely<Schema> | undefined;
  c: Context<AppEnv>;
}

/** The transaction of an `isIdempotent` endpoint; the route layer guarantees one. */
export function requireTrx(input: { trx: Kysely<Schema> | undefined }): Kysely<Schema> {
  if (!input.trx) throw new Error('This endpoint must be declared isIdempotent to get a transaction');
  return input.trx;
}

/** Lets a request through (or throws a DomainError) before its body is read. */
export type Guard = (
  c: Context<AppEnv>,
  endpoint: Endpoint,
) => Promise<{ user?: UserPrincipal; merchant?: MerchantPrincipal }>;

/** The user of an `auth: 'user'` endpoint; the guard guarantees one. */
export function requireUser(input: { user: UserPrincipal | undefined }): UserPrincipal {
  if (!input.user) throw new DomainError('UNAUTHORIZED_REQUEST');
  return input.user;
}

/** The merchant of an `auth: 'apiKey'` endpoint; the guard guarantees one. */
export function requireMerchant(input: { merchant: MerchantPrincipal | undefined }): MerchantPrincipal {
  if (!input.merchant) throw new DomainError('UNAUTHORIZED_REQUEST');
  return input.merchant;
}

/** An endpoint of the contracts paired with the service call that answers it. */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  endpoint: E;
  handle(input: EndpointInput<E>): Promise<z.input<E['response']>> | z.input<E['response']>;
  /**
   * On `isIdempotent` endpoints, the operation planned whole for one database call (with no
   * transaction: `trx` is undefined), or null where this request needs `handle`'s transaction. A
   * spec refusal it throws is stored for the key as `handle`'s would be.
   */
  planInOneCall?(input: EndpointInput<E>): Promise<OneCallPlan | null>;
}

export function defineRoute<E extends Endpoint>(
  endpoint: E,
  handle: EndpointRoute<E>['handle'],
  options: Pick<EndpointRoute<E>, 'planInOneCall'> = {},
): EndpointRoute<Endpoint> {
  return { endpoint, handle, ...options } as unknown as EndpointRoute<Endpoint>;
}

/** The route's one-call plan for this request, a refusal to store, or null (use the transaction). */
async function planOf(route: EndpointRoute, input: EndpointInput<Endpoint>) {
  if (!route.planInOneCall) return null;
  try {
    return await route.planInOneCall(input);
  } catch (error) {
    if (isDomainError(error) && storableRefusal(error)) return error;
    throw error;
  }
}

/**
 * Mounts a route: the guard first (who may call, before the body is read), then query and body
 * parsed with the contract's schemas (a failure is a VALIDATION_ERROR naming each field), the
 * service call, and the answer checked against the response schema so the server cannot drift
 * from what clients validate (once per answer object: see checked-answers.ts).
 */
export function mountRoute(
  router: Hono<AppEnv>,
  route: EndpointRoute,
  guard: Guard,
  idempotency?: Idempotency,
): void {
  const { endpoint } = route;
  if (endpoint.wire !== undefined && endpoint.wire !== 'json')
    throw new Error(`${endpoint.id} is a ${endpoint.wire} route: it is served under its basePath`);
  if (endpoint.method === 'ANY' || endpoint.method === 'OPTIONS')
    throw new Error(`${endpoint.id}: a JSON endpoint names one API method`);
  if (endpoint.isIdempotent && endpoint.successStatus === 204)
    throw new Error(`${endpoint.id} is idempotent, so it answers a body to replay`);
  if (endpoint.isIdempotent && !idempotency)
    throw new Error(`${endpoint.id} moves money but the app has no idempotency store`);
  const checkAnswer = createCheckedAnswers(endpoint.response);
  router.on(endpoint.method, `/${endpoint.path}`, async (c) => {
    const { user, merchant } = await guard(c, endpoint);
    const query = endpoint.query ? parseInput(endpoint.query, c.req.query()) : undefined;
    const body = endpoint.body
      ? parseInput(endpoint.body, await readJsonBody(c, endpoint.isBodyOptional ? { emptyAs: {} } : {}))
      : undefined;
    const input = {
      query,
      body,
      params: c.req.param(),
      caller: c.get('caller'),
      user,
      merchant,
      trx: undefined,
      c,
    };
    if (!endpoint.isIdempotent) {
      const answer = await route.handle(withProfileId(input, endpoint, user) as never);
      if (endpoint.successStatus === 204) return buildAnswerResponse(c, 204, null, {});
      return sendJsonAnswer(c, checkAnswer(answer), c.get('answerStatus') ?? endpoint.successStatus);
    }
    const key = c.get('caller').idempotencyKey;
    if (!key)
      throw new DomainError('BAD_REQUEST', { reason: 'idempotency_key_required', header: 'Idempotency-Key' });
    // A signed call's answers are kept per key, even where it acts for the owner's account: two
    // keys of one owner never replay each other's answers.
    const scope = merchant
      ? `merchant:${merchant.apiKeyId}`
      : user
        ? `user:${user.userId}`
        : 'merchant:anonymous';
    const fingerprint = `${c.req.method} ${new URL(c.req.url).pathname}${new URL(c.req.url).search}\n${endpoint.body ? await c.req.text() : ''}`;
    const store = idempotency as Idempotency;
    const request = { scope, key, endpointId: endpoint.id, fingerprint };
    // Serialised once: the stored text is what this and every replayed answer sends.
    const serialise = (result: unknown) => JSON.stringify(endpoint.response.parse(result));
    store.checkKey(key);
    const plan = await planOf(route, withProfileId({ ...input }, endpoint, user) as never);
    // A plan whose reads went stale before its call (null) runs again on the transaction path.
    const answer =
      (plan ? await store.runInOneCall(request, plan, serialise) : null) ??
      (await store.run(request, async (trx) =>
        serialise(await route.handle(withProfileId({ ...input, trx }, endpoint, user) as never)),
      ));
    if (answer.isReplay) c.header('Idempotent-Replayed', 'true');
    return c.body(answer.body, answer.status as ContentfulStatusCode, {
      ...c.get('answerHeaders'),
      'Content-Type': 'application/json',
    });
  });
}

/**
 * Adds `profileId`, read when the handler asks: a profile-scoped call by a user who has no profile
 * yet is refused only by the handlers that act on one.
 */
function withProfileId<T extends object>(
  input: T,
  endpoint: Endpoint,
  user: UserPrincipal | undefined,
): T & { profileId: string | undefined } {
  return Object.defineProperty(input, 'profileId', {
    enumerable: true,
    get() {
      const profileId = user?.profileId;
      if (endpoint.isProfileScoped && !profileId)
        throw new DomainError('ACCESS_DENIED', { reason: 'no_profile' });
      return profileId;
    },
  }) as T & { profileId: string | undefined };
}
