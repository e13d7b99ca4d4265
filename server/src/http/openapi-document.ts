import { type Endpoint, errorEnvelopeSchema } from '@ferry/shared/contracts';
import { API_BASE_PATH, type ApiBase, type KeyAccessRule } from '@ferry/shared/domain';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Merchant calls on the widget base: the key, a Unix timestamp within five minutes of the
 * server's clock, and a signature over `timestamp[.nonce].METHOD.path.body` (path with its query):
 * hex HMAC-SHA256, or base64 Ed25519 for a key created with `signature_scheme: ed25519`.
 */
const WIDGET_SECURITY_SCHEMES = {
  apiKey: { type: 'apiKey', in: 'header', name: 'Api-Key', description: 'The public id of an API key.' },
  apiTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'Api-Timestamp',
    description: 'Unix time in seconds; requests more than 300 s away from the server clock are refused.',
  },
  apiSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Api-Signature',
    description:
      'Over the signing text "<timestamp>.<METHOD>.<full path with query, e.g. /api/widget/v1/widget-sessions>.<raw body>", ' +
      'or "<timestamp>.<nonce>.<METHOD>.<full path with query>.<raw body>" when the request carries Api-Nonce. ' +
      'hmac-sha256 keys: hex(HMAC-SHA256(signing key, signing text)); the signing key is hex(SHA-256(secret)). ' +
      'ed25519 keys: base64 (or base64url) of the 64-byte Ed25519 signature of the signing text, made with the private key whose public key the key was created with.',
  },
};

/** The key's three headers, required together: one security requirement. */
const KEY_REQUIREMENT = { apiKey: [], apiSignature: [], apiTimestamp: [] };

/** What `Api-Nonce` may be (the server's NONCE_PATTERN, compared by the document's test). */
const NONCE_PATTERN_SOURCE = '^[A-Za-z0-9_-]{16,128}$';

const API_NONCE_PARAMETER = {
  name: 'Api-Nonce',
  in: 'header',
  required: false,
  schema: { type: 'string', pattern: NONCE_PATTERN_SOURCE },
  description:
    'Optional, signed with the request (see apiSignature). A request with a nonce is refused only when its key ' +
    'used that nonce within the 300 s window (nonce_replayed), so two identical calls in one second pass with two ' +
    'nonces; without one, the same signature is accepted once (signature_replayed).',
};

/**
 * An OpenAPI 3.1 document for one base, built from the same endpoint objects the routes and the
 * client use. zod writes JSON Schema 2020-12, which is OpenAPI 3.1's own dialect.
 */
const SUCCESS_DESCRIPTIONS = { 200: 'OK', 202: 'Accepted', 204: 'No Content' } as const;

export function buildOpenApiDocument(endpoints: readonly Endpoint[], base: ApiBase, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints.filter((candidate) => candidate.bases.includes(base))) {
    const path = `/${endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = describeOperation(endpoint, base);
  }
  return {
    openapi: '3.1.0',
    info: { title: `Ferry ${base} API`, version },
    servers: [{ url: API_BASE_PATH[base].replace(/\/$/, '') }],
    paths,
    components: {
      schemas: { ErrorEnvelope: toSchema(errorEnvelopeSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        ...(base === 'widget' ? WIDGET_SECURITY_SCHEMES : {}),
      },
    },
  };
}

function describeOperation(endpoint: Endpoint, base: ApiBase) {
  const pathParameters = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const keyRule = keyRuleOn(endpoint, base);
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...(keyRule ? { description: describeKeyRule(keyRule) } : {}),
    tags: [endpoint.tag],
    security: securityOf(endpoint, keyRule),
    ...(keyRule ? { 'x-ferry-permission': keyRule } : {}),
    ...(endpoint.twoFactorScope ? { 'x-two-factor-scope': endpoint.twoFactorScope } : {}),
    parameters: [
      ...pathParameters,
      ...queryParameters(endpoint.query),
      ...(keyRule ? [API_NONCE_PARAMETER] : []),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(endpoint.successStatus ?? 200)]: {
        description: SUCCESS_DESCRIPTIONS[endpoint.successStatus ?? 200],
        content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
      },
      default: {
        description: 'An error with a spec code',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    },
  };
}

/**
 * What a merchant's key needs for this call, where keys call (the widget base): the contract's
 * own rule, so the document, the route guard and the permission test read one source.
 */
function keyRuleOn(endpoint: Endpoint, base: ApiBase): KeyAccessRule | undefined {
  return base === 'widget' ? endpoint.keyAccess : undefined;
}

/** The rule in words, for readers of the document and for generated clients' doc comments. */
function describeKeyRule(rule: KeyAccessRule): string {
  const switches = rule.anyOf.map((permission) => `\`${permission}\``).join(' or ');
  const parts = [`With an API key (signed request): the key needs the switch ${switches}`];
  if (rule.byTransactionType)
    parts.push('or the read switch of the one transaction type the call filters on (`type`)');
  if (rule.isAdvanced) parts.push('and the key’s advanced flag');
  return `${parts.join(', ')}; without it the call answers 403 ACCESS_DENIED.`;
}

/**
 * Bearer for users; a merchant's key plus its request signature for apiKey calls. A user call a
 * key may also make takes either (two requirements: bearer, or the key's three headers); a public
 * call a key may make takes none or the key.
 */
function securityOf(endpoint: Endpoint, keyRule: KeyAccessRule | undefined) {
  const byKey = keyRule ? [KEY_REQUIREMENT] : [];
  if (endpoint.auth === 'user') return [{ bearer: [] }, ...byKey];
  if (endpoint.auth === 'apiKey') return [KEY_REQUIREMENT];
  return keyRule ? [{}, KEY_REQUIREMENT] : [];
}

function queryParameters(query: z.ZodType | undefined) {
  if (!query) return [];
  const schema = toSchema(query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}
