import type {
  Endpoint,
  EndpointBody,
  EndpointQuery,
  EndpointResponse,
  LoginResponse,
} from '@ferry/shared/contracts';
import { API_BASE_PATH, type ApiBase } from '@ferry/shared/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/** The error every refused call answers (`{ error: { code, message, details } }`). */
export interface ErrorBody {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/**
 * A call's answer: on success the body parsed by the contract's response schema; on a refusal the
 * status and the error. Either side's field reads as undefined on the other, so a test may assert
 * `answer.error?.code` without narrowing first.
 */
export type ContractAnswer<E extends Endpoint> =
  | { isOk: true; status: number; headers: Headers; body: EndpointResponse<E>; error?: undefined }
  | { isOk: false; status: number; headers: Headers; body?: undefined; error: ErrorBody };

export interface ContractCallInput<E extends Endpoint> {
  /** Values of the path's `:name` parameters (encoded here). */
  params?: Readonly<Record<string, string | number>>;
  query?: EndpointQuery<E>;
  /** A query string the contract does not declare, appended as it is (what the server must ignore). */
  search?: string;
  body?: EndpointBody<E>;
  /**
   * A body the contract's types refuse, sent as JSON as it is: for the tests of what the server
   * answers to a malformed call. A string is sent as the raw body text.
   */
  invalidBody?: unknown;
  /** The caller's session: a login answer or a bare access token. */
  token?: string | Pick<LoginResponse, 'access_token'>;
  /** The base the call is made on; the first the contract lists when not said. */
  base?: ApiBase;
  profileId?: string;
  idempotencyKey?: string;
  twoFactorCode?: string;
  headers?: Record<string, string>;
}

export interface ContractClient {
  /** Makes the contract's call and answers its status with the parsed body or the error. */
  call<E extends Endpoint>(endpoint: E, input?: ContractCallInput<E>): Promise<ContractAnswer<E>>;
  /** The same call when it must succeed: its parsed body, or a thrown error naming the refusal. */
  ok<E extends Endpoint>(endpoint: E, input?: ContractCallInput<E>): Promise<EndpointResponse<E>>;
  /** The address a contract's call goes to, for the few tests that read the raw response. */
  urlOf<E extends Endpoint>(
    endpoint: E,
    input?: Pick<ContractCallInput<E>, 'params' | 'query' | 'search' | 'base'>,
  ): string;
}

const PATH_PARAM = /:([A-Za-z_][A-Za-z0-9_]*)/g;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A typed client over an app object (the whole app or one feature's): the address, method and
 * headers come from the contract, and the answer is checked by the contract's response schema
 * the way the front ends' client checks it, so a test names the endpoint, never its URL.
 */
export function createContractClient(app: Hono<AppEnv>): ContractClient {
  function urlOf(
    endpoint: Endpoint,
    input: Pick<ContractCallInput<Endpoint>, 'params' | 'query' | 'search' | 'base'> = {},
  ) {
    const path = endpoint.path.replace(PATH_PARAM, (_match, name: string) => {
      const value = input.params?.[name];
      if (value === undefined) throw new Error(`${endpoint.id} needs the path parameter "${name}"`);
      return encodeURIComponent(String(value));
    });
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) search.append(name, String(item));
      }
    }
    const declared = search.toString();
    const queryText = [declared, input.search?.replace(/^\?/, '') ?? '']
      .filter((part) => part !== '')
      .join('&')
      .replace(/^(?=.)/, '?');
    if (endpoint.basePath !== undefined) return `${endpoint.basePath}/${path}${queryText}`;
    const base = input.base ?? endpoint.bases[0];
    if (base === undefined) throw new Error(`${endpoint.id} is served on no base`);
    return `${API_BASE_PATH[base]}${path}${queryText}`;
  }

  async function call<E extends Endpoint>(endpoint: E, input: ContractCallInput<E> = {}) {
    const token = typeof input.token === 'string' ? input.token : input.token?.access_token;
    const bodyValue = 'invalidBody' in input ? input.invalidBody : input.body;
    // As the front ends' client: POST, PUT and PATCH always carry JSON, a DELETE when it declares a body.
    const hasBody =
      bodyValue !== undefined ||
      METHODS_WITH_BODY.has(endpoint.method) ||
      (endpoint.method === 'DELETE' && endpoint.body !== undefined);
    const headers: Record<string, string> = {
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...(input.profileId === undefined ? {} : { 'Profile-Id': input.profileId }),
      ...(input.idempotencyKey === undefined ? {} : { 'Idempotency-Key': input.idempotencyKey }),
      ...(input.twoFactorCode === undefined ? {} : { 'Auth-2FA-Token': input.twoFactorCode }),
      ...input.headers,
    };
    const response = await app.request(urlOf(endpoint, input), {
      method: endpoint.method,
      headers,
      ...(hasBody
        ? { body: typeof bodyValue === 'string' ? bodyValue : JSON.stringify(bodyValue ?? {}) }
        : {}),
    });
    const text = await response.text();
    const parsed: unknown = text === '' ? null : JSON.parse(text);
    if (response.status >= 200 && response.status < 300) {
      return {
        isOk: true,
        status: response.status,
        headers: response.headers,
        body: endpoint.response.parse(parsed) as EndpointResponse<E>,
      } as ContractAnswer<E>;
    }
    const error = (parsed as { error?: ErrorBody } | null)?.error;
    if (!error) throw new Error(`${endpoint.id} answered ${response.status} without an error body: ${text}`);
    return { isOk: false, status: response.status, headers: response.headers, error } as ContractAnswer<E>;
  }

  return {
    call,
    async ok(endpoint, input) {
      const answer = await call(endpoint, input);
      if (!answer.isOk)
        throw new Error(`${endpoint.id} was refused: ${answer.status} ${JSON.stringify(answer.error)}`);
      return answer.body;
    },
    urlOf,
  };
}
