import { z } from 'zod';

/** How one provider runs: its sandbox, a real adapter, or switched off (calls refused). */
export const providerModeSchema = z.enum(['sandbox', 'live', 'off']);

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  db: z.enum(['pglite', 'postgres']),
  bus: z.enum(['memory', 'redis']),
  providers: z.object({
    /** PROVIDERS_MODE as set; each provider below says what really runs. */
    mode: z.enum(['sandbox', 'live']),
    rates: providerModeSchema,
    sms: providerModeSchema,
    mail: providerModeSchema,
    captcha: providerModeSchema,
    payouts: providerModeSchema,
    acquiring: providerModeSchema,
    bankTransfer: providerModeSchema,
    blik: providerModeSchema,
    monobank: providerModeSchema,
    cryptoNetworks: providerModeSchema,
    kyc: providerModeSchema,
    domainVerification: providerModeSchema,
    googleSignIn: providerModeSchema,
    appleSignIn: providerModeSchema,
    /** The TON chain behind `/tonapi`: the local sandbox chain, a real tonapi (proxy), or none. */
    tonChain: providerModeSchema,
  }),
  uptimeSeconds: z.number().int().nonnegative(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type ProviderModes = HealthResponse['providers'];
