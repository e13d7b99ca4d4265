import { emailSchema } from '@ferry/shared/domain';
import { Hono } from 'hono';
import type { AppModule, ModuleContext } from '../../app/module-context';
import type { AppEnv } from '../../http/app-env';
import { respondWithError } from '../../http/error-handler';

/**
 * `GET /api/dev/outbox?to=<email or phone>`: sandbox mail and texts, newest first, so a developer
 * (and the browser tests) can read a sign-in code. Absent when providers are live.
 */
export function createOutboxModule(ctx: ModuleContext): AppModule {
  if (ctx.config.providersMode !== 'sandbox') return { routes: [] };
  const app = new Hono<AppEnv>().get('/', async (c) => {
    const to = c.req.query('to')?.trim() ?? '';
    const recipient = emailSchema.safeParse(to).success ? to.toLowerCase() : to;
    if (!recipient)
      return respondWithError(c, 'VALIDATION_ERROR', {
        issues: [{ path: 'to', key: 'validation.required' }],
      });
    const messages = await ctx.outbox.list(recipient);
    c.header('Cache-Control', 'no-store');
    return c.json({
      messages: messages.map((message) => ({
        id: Number(message.id),
        channel: message.channel,
        to: message.recipient,
        subject: message.subject,
        body: message.body,
        created_at: message.created_at.toISOString(),
      })),
    });
  });
  return { routes: [], extraRoutes: [{ path: '/api/dev/outbox', app }] };
}
