import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * TON Connect pieces the server serves: the dApp manifest fetched on the wallet's behalf
 * (`GET /tonconnect/manifest?url=`, outside the API bases) and ton_proof for dApps that sign
 * people in with a TON wallet.
 */

/** A dApp's tonconnect-manifest.json as the protocol defines it (url, name and iconUrl required). */
export const tonConnectManifestSchema = z.object({
  url: z.string().url(),
  name: z.string().min(1).max(256),
  // Shown as an image: only web addresses, never javascript: or data:.
  iconUrl: z
    .string()
    .url()
    .regex(/^https?:\/\//i, 'must be an http(s) URL'),
  termsOfUseUrl: z.string().url().optional(),
  privacyPolicyUrl: z.string().url().optional(),
});
export type TonConnectManifest = z.infer<typeof tonConnectManifestSchema>;

/** The last id the database's bigint holds: bridge event ids are that column's values. */
const LAST_BRIDGE_EVENT_ID = 2n ** 63n - 1n;

/**
 * `last_event_id` (query) or `Last-Event-ID` (header) of `GET /bridge/events`: a decimal event id
 * from 0 up to the last bigint; anything past it names no event and is refused (400), not sent on.
 */
export const bridgeLastEventIdSchema = z
  .string()
  .regex(/^\d{1,19}$/, 'must be a whole number')
  .transform((text) => BigInt(text))
  .refine((id) => id <= LAST_BRIDGE_EVENT_ID, `must be at most ${LAST_BRIDGE_EVENT_ID}`);

/** Connect-error codes of the protocol a manifest failure maps to. */
export const MANIFEST_NOT_FOUND_CODE = 2;
export const MANIFEST_CONTENT_ERROR_CODE = 3;

/**
 * The server's verdict on a manifest it could try to fetch. Input it refuses outright (not a URL,
 * not https, a private address) is a 400 error envelope instead.
 */
export const tonConnectManifestAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    manifest: tonConnectManifestSchema,
    /** `new URL(manifest.url).host`: what the wallet shows and signs into ton_proof. */
    domain: z.string(),
  }),
  z.object({
    status: z.literal('error'),
    /** 2: manifest not found (unreachable, non-200, redirect, too big); 3: manifest content error. */
    connectErrorCode: z.union([z.literal(MANIFEST_NOT_FOUND_CODE), z.literal(MANIFEST_CONTENT_ERROR_CODE)]),
    reason: z.string(),
  }),
]);
export type TonConnectManifestAnswer = z.infer<typeof tonConnectManifestAnswerSchema>;

export const tonProofPayloadResponseSchema = z.object({
  /** Signed by the server, single use; put it in the connect request's ton_proof item. */
  payload: z.string().max(128),
  expires_at: z.string(),
});

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64');

export const tonProofCheckBodySchema = z.object({
  /** Raw `0:<hex>` (as TON Connect sends it) or user-friendly. */
  address: z.string().min(48).max(70),
  network: z.enum(['-239', '-3']),
  public_key: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional(),
  proof: z.object({
    timestamp: z.number().int().nonnegative(),
    domain: z.object({ lengthBytes: z.number().int().min(0).max(512), value: z.string().max(512) }),
    signature: base64.max(128),
    payload: z.string().max(128),
    /** Base64 BoC of the wallet's StateInit (walletStateInit of the ton_addr item). */
    state_init: base64.max(8192),
  }),
});
export type TonProofCheckBody = z.infer<typeof tonProofCheckBodySchema>;

export const tonProofCheckResponseSchema = z.object({
  valid: z.literal(true),
  /** The proven wallet address, raw form. */
  address: z.string(),
});

export const createTonProofPayload = defineEndpoint({
  id: 'createTonProofPayload',
  method: 'POST',
  path: 'ton-proof/payload',
  summary: 'A fresh single-use ton_proof payload for a TON wallet sign-in',
  tag: 'tonconnect',
  bases: ['client'],
  auth: 'none',
  response: tonProofPayloadResponseSchema,
});

export const checkTonProof = defineEndpoint({
  id: 'checkTonProof',
  method: 'POST',
  path: 'ton-proof/check',
  summary: 'Verifies a ton_proof against a payload this server issued',
  tag: 'tonconnect',
  bases: ['client'],
  auth: 'none',
  body: tonProofCheckBodySchema,
  response: tonProofCheckResponseSchema,
});
