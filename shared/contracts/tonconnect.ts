import { z } from 'zod';
import { defineEndpoint, defineWireEndpoint } from './endpoint';

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

/**
 * `GET /tonconnect/manifest?url=`: a dApp's manifest, fetched by the server for the wallet (a
 * browser could not read it across origins), with the protocol's verdict.
 */
export const fetchTonConnectManifest = defineEndpoint({
  id: 'fetchTonConnectManifest',
  method: 'GET',
  path: 'manifest',
  basePath: '/tonconnect',
  summary: 'A dApp’s TON Connect manifest, fetched and checked for the wallet',
  tag: 'tonconnect',
  bases: [],
  auth: 'none',
  query: z.object({ url: z.string().optional() }),
  response: tonConnectManifestAnswerSchema,
});

/** The TON Connect HTTP bridge (bridge.md) speaks its own wire: `{ message, statusCode }` answers. */
const BRIDGE_BASE_PATH = '/bridge';
/** Base64 of a sendTransaction with 255 messages fits; more is not a TON Connect message. */
const MAX_BRIDGE_MESSAGE_BYTES = 512 * 1024;

/** `POST /bridge/message?client_id=&to=&ttl=&topic=`: a base64 message kept for its recipient. */
export const postBridgeMessage = defineWireEndpoint({
  id: 'postBridgeMessage',
  method: 'POST',
  path: 'message',
  basePath: BRIDGE_BASE_PATH,
  summary: 'A TON Connect message for a client of the bridge',
  tag: 'tonconnect',
  auth: 'none',
  wire: 'foreignWire',
  rawBody: { kind: 'text', maxBytes: MAX_BRIDGE_MESSAGE_BYTES },
});

/** `GET /bridge/events?client_id=a,b&last_event_id=`: the messages for those clients, stored then live. */
export const streamBridgeEvents = defineWireEndpoint({
  id: 'streamBridgeEvents',
  method: 'GET',
  path: 'events',
  basePath: BRIDGE_BASE_PATH,
  summary: 'The TON Connect messages for a set of clients, as server-sent events',
  tag: 'tonconnect',
  auth: 'none',
  wire: 'eventStream',
});

/** `OPTIONS /bridge/*`: the CORS preflight of a dApp's page calling the bridge. */
export const preflightBridge = defineWireEndpoint({
  id: 'preflightBridge',
  method: 'OPTIONS',
  path: '*',
  basePath: BRIDGE_BASE_PATH,
  summary: 'The CORS preflight of the bridge',
  tag: 'tonconnect',
  auth: 'none',
  wire: 'foreignWire',
});

/** `GET /tonconnect-manifest.json`: Ferry's own manifest as a dApp (pay from your wallet). */
export const getFerryDappManifest = defineWireEndpoint({
  id: 'getFerryDappManifest',
  method: 'GET',
  path: 'tonconnect-manifest.json',
  basePath: '/',
  summary: 'Ferry’s TON Connect manifest as a dApp',
  tag: 'tonconnect',
  auth: 'none',
  wire: 'file',
});

/** `GET /tonconnect-wallets.json`: the wallets Ferry as a dApp offers, in the wallets-v2 format. */
export const getFerryDappWallets = defineWireEndpoint({
  id: 'getFerryDappWallets',
  method: 'GET',
  path: 'tonconnect-wallets.json',
  basePath: '/',
  summary: 'The wallets list Ferry as a dApp offers',
  tag: 'tonconnect',
  auth: 'none',
  wire: 'file',
});

/** `GET /tonconnect/icons/:file`: a wallet's icon in that list, an SVG drawn by Ferry. */
export const getFerryDappIcon = defineWireEndpoint({
  id: 'getFerryDappIcon',
  method: 'GET',
  path: 'icons/:file',
  basePath: '/tonconnect',
  summary: 'A wallet icon of Ferry’s wallets list',
  tag: 'tonconnect',
  auth: 'none',
  wire: 'file',
});
