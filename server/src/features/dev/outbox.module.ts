import { emailSchema } from '@ferry/shared/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppModule, ModuleContext } from '../../app/module-context';
import type { AppEnv } from '../../http/app-env';
import { parseInput } from '../../http/json-body';

const outboxQuery = z.object({ to: z.string().trim().min(1) });

/**
 * `GET /api/dev/outbox?to=<email or phone>`: sandbox mail and texts, newest first, so a developer
 * (and the browser tests) can read a sign-in code. Absent when providers are live.
 */
export function createOutboxModule(ctx: ModuleContext): AppModule {
  if (ctx.config.providersMode !== 'sandbox') return { routes: [] };
  const app = new Hono<AppEnv>().get('/', async (c) => {
    const { to } = parseInput(outboxQuery, { to: c.req.query('to') ?? '' }) as z.output<typeof outboxQuery>;
    const recipient = emailSchema.safeParse(to).success ? to.toLowerCase() : to;
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
