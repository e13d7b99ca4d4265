import { type Endpoint, errorEnvelopeSchema } from '@ferry/shared/contracts';
import { API_BASE_PATH, type ApiBase } from '@ferry/shared/domain';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Merchant calls on the widget base: the key, a Unix timestamp within five minutes of the
 * server's clock, and a signature over `timestamp.METHOD.path.body` (path with its query): hex
 * HMAC-SHA256, or base64 Ed25519 for a key created with `signature_scheme: ed25519`.
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
      'Over the signing text "<timestamp>.<METHOD>.<full path with query, e.g. /api/widget/v1/widget-sessions>.<raw body>". ' +
      'hmac-sha256 keys: hex(HMAC-SHA256(signing key, signing text)); the signing key is hex(SHA-256(secret)). ' +
      'ed25519 keys: base64 (or base64url) of the 64-byte Ed25519 signature of the signing text, made with the private key whose public key the key was created with.',
  },
};

/**
 * An OpenAPI 3.1 document for one base, built from the same endpoint objects the routes and the
 * client use. zod writes JSON Schema 2020-12, which is OpenAPI 3.1's own dialect.
 */
export function buildOpenApiDocument(endpoints: readonly Endpoint[], base: ApiBase, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints.filter((candidate) => candidate.bases.includes(base))) {
    const path = `/${endpoint.path.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = describeOperation(endpoint);
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

function describeOperation(endpoint: Endpoint) {
  const pathParameters = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: securityOf(endpoint),
    ...(endpoint.twoFactorScope ? { 'x-two-factor-scope': endpoint.twoFactorScope } : {}),
    parameters: [...pathParameters, ...queryParameters(endpoint.query)],
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
        description: endpoint.successStatus === 202 ? 'Accepted' : 'OK',
        content: { 'application/json': { schema: toSchema(endpoint.response, 'output') } },
      },
      default: {
        description: 'An error with a spec code',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
      },
    },
  };
}

/** Bearer for users; a merchant's key plus its request signature for apiKey calls. */
function securityOf(endpoint: Endpoint) {
  if (endpoint.auth === 'user') return [{ bearer: [] }];
  if (endpoint.auth === 'apiKey') return [{ apiKey: [], apiSignature: [], apiTimestamp: [] }];
  return [];
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
