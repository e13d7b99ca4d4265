import { z } from 'zod';

/** The one shape every failed call answers with. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    /** A spec error code (UPPER_SNAKE); clients show `t('errors.<code>')`. */
    code: z.string(),
    /** English text for developers and logs. */
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
