import { listDevOutbox } from '@ferry/shared/contracts';
import { emailSchema } from '@ferry/shared/domain';
import { setAnswerHeader } from '../../http/answer-response';
import { defineRoute } from '../../http/endpoint-route';
import type { AppModule, ModuleContext } from '../../module-context/module-context';

/**
 * `GET /api/dev/outbox?to=<email or phone>`: sandbox mail and texts, newest first, so a developer
 * (and the browser tests) can read a sign-in code. Absent when providers are live.
 */
export function createOutboxModule(ctx: ModuleContext): AppModule {
  if (ctx.config.providersMode !== 'sandbox') return { routes: [] };
  const route = defineRoute(listDevOutbox, async ({ query, c }) => {
    const recipient = emailSchema.safeParse(query.to).success ? query.to.toLowerCase() : query.to;
    const messages = await ctx.outbox.list(recipient);
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    return {
      messages: messages.map((message) => ({
        id: Number(message.id),
        channel: message.channel,
        to: message.recipient,
        subject: message.subject,
        body: message.body,
        created_at: message.created_at.toISOString(),
      })),
    };
  });
  return { routes: [route] };
}
