import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  db: z.enum(['pglite', 'postgres']),
  bus: z.enum(['memory', 'redis']),
  chain: z.enum(['local', 'tonapi']),
  providers: z.object({ mode: z.enum(['sandbox', 'live']) }),
  uptimeSeconds: z.number().int().nonnegative(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
