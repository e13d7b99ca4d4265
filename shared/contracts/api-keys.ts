import { z } from 'zod';
import {
  ALL_API_KEY_PERMISSIONS,
  API_KEY_DOMAIN_STATES,
  API_KEY_TYPES,
  apiKeyNameSchema,
  createIpListSchema,
  domainSchema,
} from '../domain/index';
import { defineEndpoint } from './endpoint';

const isoDateTime = z.string().datetime({ offset: true });
const permissionName = z.enum(ALL_API_KEY_PERMISSIONS as [string, ...string[]]);

/**
 * How the merchant signs `<timestamp>.<METHOD>.<path with query>.<raw body>`: HMAC-SHA256 keyed by
 * the key's secret, or Ed25519 with a private key only the merchant holds (Ferry keeps the public one).
 */
export const API_KEY_SIGNATURE_SCHEMES = ['hmac-sha256', 'ed25519'] as const;
export type ApiKeySignatureScheme = (typeof API_KEY_SIGNATURE_SCHEMES)[number];

/** Longest accepted public key text: an SPKI PEM of an Ed25519 key is 113 characters. */
const MAX_PUBLIC_KEY_TEXT = 512;

export const apiKeySchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  type: z.enum(API_KEY_TYPES),
  /** The public part, sent as `Api-Key`. */
  key: z.string(),
  /** Switches the key carries; those of its type that are absent are off. */
  permissions: z.array(permissionName),
  ip_addresses: z.array(z.string()),
  domain: z.string().nullable(),
  domain_status: z.enum(API_KEY_DOMAIN_STATES).nullable(),
  is_test_mode: z.boolean(),
  is_advanced: z.boolean(),
  is_white_label: z.boolean(),
  created_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
  signature_scheme: z.enum(API_KEY_SIGNATURE_SCHEMES),
  /** An `ed25519` key's public key: the raw 32 bytes in base64; null for `hmac-sha256`. */
  ed25519_public_key: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Fields a create or an edit may set; permissions outside the key's type are refused. */
const editableFields = {
  name: apiKeyNameSchema,
  permissions: z.array(permissionName).max(ALL_API_KEY_PERMISSIONS.length),
  /** A comma-separated list, as the form takes it (spec 000 §5); empty allows every address. */
  ip_addresses: createIpListSchema(),
  domain: domainSchema.nullable(),
  is_test_mode: z.boolean(),
  is_advanced: z.boolean(),
  is_white_label: z.boolean(),
};

export const listApiKeys = defineEndpoint({
  id: 'listApiKeys',
  method: 'GET',
  path: 'api-keys',
  summary: 'The profile’s API keys (secrets are never shown again)',
  tag: 'api-keys',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  response: z.object({ api_keys: z.array(apiKeySchema) }),
});

export const createApiKey = defineEndpoint({
  id: 'createApiKey',
  method: 'POST',
  path: 'api-keys',
  summary: 'Create a key; the answer carries its secret, shown this once',
  tag: 'api-keys',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  body: z.object({
    ...editableFields,
    type: z.enum(API_KEY_TYPES),
    permissions: editableFields.permissions.default([]),
    ip_addresses: editableFields.ip_addresses.default(''),
    domain: editableFields.domain.default(null),
    is_test_mode: z.boolean().default(false),
    is_advanced: z.boolean().default(false),
    is_white_label: z.boolean().default(false),
    signature_scheme: z.enum(API_KEY_SIGNATURE_SCHEMES).default('hmac-sha256'),
    ed25519_public_key: z
      .string()
      .max(MAX_PUBLIC_KEY_TEXT)
      .nullable()
      .default(null)
      .describe(
        'Required for signature_scheme ed25519, refused otherwise: the raw 32-byte public key in hex, ' +
          'base64 or base64url, or an SPKI PEM. Requests are then signed with the private key: ' +
          'Api-Signature is base64 (or base64url) of the 64-byte Ed25519 signature of the signing text.',
      ),
  }),
  response: z.object({
    api_key: apiKeySchema,
    secret: z
      .string()
      .min(32)
      .describe(
        'Shown this once. hmac-sha256: keys request signatures and callback signatures. ' +
          'ed25519: keys callback signatures only; requests must be signed with the private key.',
      ),
  }),
});

export const updateApiKey = defineEndpoint({
  id: 'updateApiKey',
  method: 'PATCH',
  path: 'api-keys/:apiKeyId',
  summary: 'Rename or edit a key',
  tag: 'api-keys',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { apiKeyId: 'apiKey' },
  body: z
    .object(editableFields)
    .partial()
    .refine((fields) => Object.keys(fields).length > 0, 'validation.required'),
  response: apiKeySchema,
});

export const deleteApiKey = defineEndpoint({
  id: 'deleteApiKey',
  method: 'DELETE',
  path: 'api-keys/:apiKeyId',
  summary: 'Delete a key; requests signed with it stop working at once',
  tag: 'api-keys',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { apiKeyId: 'apiKey' },
  response: z.object({ deleted: z.literal(true) }),
});

export const verifyApiKeyDomain = defineEndpoint({
  id: 'verifyApiKeyDomain',
  method: 'POST',
  path: 'api-keys/:apiKeyId/domain-verification',
  summary: 'Check the frame domain again (a TXT record ferry-verification=<key>)',
  tag: 'api-keys',
  bases: ['client'],
  auth: 'user',
  isProfileScoped: true,
  ownedParams: { apiKeyId: 'apiKey' },
  response: apiKeySchema,
});
