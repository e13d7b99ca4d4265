import type { z } from 'zod';
import type { ApiBase } from '../domain/index';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API: the same object drives the server route, the typed client and the
 * OpenAPI document, so the three cannot drift apart.
 */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  /** Stable operation id, also the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Path below the base prefix, without a leading slash; `:name` marks a path parameter. */
  path: string;
  summary: string;
  tag: string;
  /** The bases that serve it (spec 000 §7). */
  bases: readonly ApiBase[];
  /** Whether the caller must present an access token. */
  isAuthRequired: boolean;
  query?: Query;
  body?: Body;
  response: Response;
}

export const ALL_BASES: readonly ApiBase[] = ['client', 'widget', 'mobile'];

export function defineEndpoint<
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
>(endpoint: Endpoint<Query, Body, Response>): Endpoint<Query, Body, Response> {
  return endpoint;
}

export type EndpointResponse<E> = E extends Endpoint<infer _Q, infer _B, infer R> ? z.output<R> : never;
export type EndpointBody<E> =
  E extends Endpoint<infer _Q, infer B, infer _R> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type EndpointQuery<E> =
  E extends Endpoint<infer Q, infer _B, infer _R> ? (Q extends z.ZodType ? z.input<Q> : undefined) : never;
