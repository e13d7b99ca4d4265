import { z } from 'zod';
import type { ApiBase, KeyAccessRule } from '../domain/index';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The methods a route may answer: the API's, plus OPTIONS (a CORS preflight) and ANY (a proxy or
 * a catch-all that answers every method in a foreign API's shape).
 */
export type EndpointMethod = HttpMethod | 'OPTIONS' | 'ANY';

/**
 * What travels over the route. `json` (the default): a body parsed by `body`, an answer checked
 * against `response`, refusals in Ferry's error envelope. The other kinds are routes whose answer
 * is not Ferry's JSON, so the server's handler writes the whole response:
 * - `eventStream`: server-sent events (`text/event-stream`) held open; `response` is each event's data;
 * - `file`: bytes under their own Content-Type (a download, an icon, a static JSON file);
 * - `html`: an HTML page;
 * - `foreignWire`: another API's JSON and error shapes (TonAPI, the TON Connect bridge, Telegram's
 *   webhook), which that API's clients read; Ferry's envelope would break them.
 */
export type EndpointWire = 'json' | 'eventStream' | 'file' | 'html' | 'foreignWire';

/** A request body that is not JSON: read whole as text or bytes, refused past `maxBytes` (413). */
export interface RawBody {
  kind: 'text' | 'bytes';
  maxBytes: number;
}

/**
 * Who may call: anyone; a signed-in user (bearer access token); a merchant's server with a
 * signed request (`Api-Key` + signature headers, widget base); or the bot, with the service key
 * derived from its token (the bot base).
 */
export type EndpointAuth = 'none' | 'user' | 'apiKey' | 'botService';

/** The separately switchable two-factor scopes (spec 001 §1, §4). */
export const TWO_FACTOR_SCOPES = ['login', 'transfers', 'card_details'] as const;
export type TwoFactorScope = (typeof TWO_FACTOR_SCOPES)[number];

/** Kinds of resource a path parameter can name; the server checks the caller owns it. */
export type OwnedResourceKind =
  | 'profile'
  | 'apiKey'
  | 'transaction'
  | 'requisite'
  | 'preset'
  | 'card'
  | 'paymentCard'
  | 'utransaction';

/**
 * One call of the API: the same object drives the server route, the typed client and the
 * OpenAPI document, so the three cannot drift apart.
 */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  /** `true` when declared profile scoped, so a route's input can type its profile id as present. */
  ProfileScoped extends boolean = boolean,
> {
  /** Stable operation id, also the OpenAPI operationId. */
  id: string;
  method: EndpointMethod;
  /**
   * Path below the base prefix, without a leading slash; `:name` marks a path parameter, `*`
   * matches the rest of the path.
   */
  path: string;
  summary: string;
  tag: string;
  /** The bases that serve it (spec 000 §7); none for an endpoint served under `basePath`. */
  bases: readonly ApiBase[];
  /**
   * Served outside the API bases, under this path (the bot base `/bot`, the sandbox's `/api/dev`),
   * with `path` below it; such an endpoint lists no bases and is in no OpenAPI document.
   */
  basePath?: string;
  /** Further paths that serve it as `basePath` does (tonapi's client asks for `/tonapi/v2/…`). */
  basePathAliases?: readonly string[];
  auth: EndpointAuth;
  /** Allowed in the temporary session that exists until required terms are accepted (001 §4). */
  isAllowedBeforeTerms?: boolean;
  /** Acts on the profile named by the `Profile-Id` header, which the caller must own. */
  isProfileScoped?: ProfileScoped;
  /** Path parameters naming resources the caller must own (param name → kind). */
  ownedParams?: Readonly<Record<string, OwnedResourceKind>>;
  /** When the user switched this scope on, the call needs a valid `Auth-2FA-Token`. */
  twoFactorScope?: TwoFactorScope;
  /** The call needs `RECAPTCHA-ACTION` (this value) and `RECAPTCHA-TOKEN` (client and widget bases). */
  captchaAction?: string;
  /**
   * Moves money: the call needs an `Idempotency-Key`; its first successful answer is stored and
   * replayed byte for byte on a retry (the same key with another body: 422; while the first is
   * still running: 409).
   */
  isIdempotent?: boolean;
  /**
   * A merchant's server may make this call with a signed request (`Api-Key`, widget base) when its
   * key holds what the rule asks; the call then acts for the key's account (spec 001 §6).
   */
  keyAccess?: KeyAccessRule;
  /**
   * The status of a successful answer when it is not 200: 202, accepted, the work goes on; 204,
   * done with no body (the response schema is `z.null()` and the handler answers null).
   */
  successStatus?: 202 | 204;
  query?: Query;
  body?: Body;
  /** A request with no body at all (no Content-Type, nothing sent) stands for `{}`: every field has a default. */
  isBodyOptional?: boolean;
  /** A body that is not JSON (never together with `body`); on `wire` routes only. */
  rawBody?: RawBody;
  /** What travels: Ferry's JSON unless said (see EndpointWire). */
  wire?: EndpointWire;
  response: Response;
}

export const ALL_BASES: readonly ApiBase[] = ['client', 'widget', 'mobile'];

export function defineEndpoint<
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
  ProfileScoped extends boolean,
>(endpoint: Endpoint<Query, Body, Response, ProfileScoped>): Endpoint<Query, Body, Response, ProfileScoped> {
  return endpoint;
}

/** The parts of a route that is not Ferry's JSON: it sits outside the API bases, under a basePath. */
export interface WireEndpointSpec<Query extends z.ZodType | undefined = undefined> {
  id: string;
  method: EndpointMethod;
  path: string;
  summary: string;
  tag: string;
  basePath: string;
  basePathAliases?: readonly string[];
  auth: 'none' | 'botService';
  wire: Exclude<EndpointWire, 'json'>;
  query?: Query;
  rawBody?: RawBody;
  /** On an event stream, each event's data; otherwise the answer is the wire's, unchecked. */
  response?: z.ZodType;
}

/**
 * Declares a route whose wire is not Ferry's JSON. It serves no API base (so no OpenAPI document
 * lists it) and its answer is written by the server's handler in the wire's own form.
 */
export function defineWireEndpoint<Query extends z.ZodType | undefined = undefined>(
  spec: WireEndpointSpec<Query>,
): Endpoint<Query, undefined, z.ZodType, false> {
  return { ...spec, bases: [], response: spec.response ?? z.unknown() };
}

export type EndpointResponse<E> = E extends Endpoint<infer _Q, infer _B, infer R> ? z.output<R> : never;
export type EndpointBody<E> =
  E extends Endpoint<infer _Q, infer B, infer _R> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type EndpointQuery<E> =
  E extends Endpoint<infer Q, infer _B, infer _R> ? (Q extends z.ZodType ? z.input<Q> : undefined) : never;
