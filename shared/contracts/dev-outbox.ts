import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** A sandbox mail or text as the outbox shows it to a developer or a browser test. */
const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});

/**
 * `GET /api/dev/outbox?to=<email or phone>`: sandbox mail and texts, newest first (sandbox
 * providers only), so a developer or a browser test can read a sign-in code.
 */
export const listDevOutbox = defineEndpoint({
  id: 'listDevOutbox',
  method: 'GET',
  path: 'outbox',
  basePath: '/api/dev',
  summary: 'Sandbox mail and texts sent to one address, newest first',
  tag: 'dev',
  bases: [],
  auth: 'none',
  query: z.object({ to: z.string().trim().min(1) }),
  response: z.object({ messages: z.array(outboxMessageSchema) }),
});
