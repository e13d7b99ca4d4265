import {
  BOT_BASE_PATH,
  botStorageKeySchema,
  botStoragePutBodySchema,
  botStorageResponseSchema,
  supportForwardBodySchema,
  supportReplyTargetBodySchema,
  supportReplyTargetResponseSchema,
  supportTicketBodySchema,
  supportTicketResponseSchema,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppModule, ModuleContext } from '../../app/module-context';
import { requireBotServiceKey } from '../../auth/bot-service-key';
import type { AppEnv } from '../../http/app-env';
import { parseInput, readValidBody } from '../../http/json-body';
import { createBotStorageRepo } from './bot-storage.repo';
import { renderSupportTicketMail } from './support-ticket-mail';
import { createSupportTicketsRepo } from './support-tickets.repo';

function readKey(key: string): string {
  return parseInput(botStorageKeySchema, key) as string;
}

/**
 * The help bot's part of the bot base (service key only):
 * - `GET | PUT | DELETE /bot/storage/:key`: where the bot keeps conversation state, so a
 *   conversation survives a restart and every bot instance sees the same one;
 * - `POST /bot/support/tickets`: a user's message becomes a numbered ticket, mailed to the support
 *   address when the bot has no support chat to forward it to;
 * - `POST /bot/support/forwards` and `/bot/support/reply-target`: the support-chat message that
 *   carries a ticket, so an agent's reply to it reaches the ticket's user.
 */
export function createBotSupportModule(ctx: ModuleContext): AppModule {
  const onlyTheBot: MiddlewareHandler<AppEnv> = async (c, next) => {
    requireBotServiceKey(ctx.config.botToken, (name) => c.req.header(name));
    c.header('Cache-Control', 'no-store');
    await next();
  };
  const storage = createBotStorageRepo(ctx.db);
  const tickets = createSupportTicketsRepo(ctx.db);
  const app = new Hono<AppEnv>()
    .use('/storage/*', onlyTheBot)
    .use('/support/*', onlyTheBot)
    .get('/storage/:key', async (c) => {
      const value = await storage.read(readKey(c.req.param('key')));
      return c.json(botStorageResponseSchema.parse({ value }));
    })
    .put('/storage/:key', async (c) => {
      const key = readKey(c.req.param('key'));
      const { value } = await readValidBody(c, botStoragePutBodySchema);
      await storage.write(key, value);
      return c.body(null, 204);
    })
    .delete('/storage/:key', async (c) => {
      await storage.remove(readKey(c.req.param('key')));
      return c.body(null, 204);
    })
    .post('/support/tickets', async (c) => {
      const body = await readValidBody(c, supportTicketBodySchema);
      const { ticket, isNew } = await tickets.open(body);
      let isMailed = ticket.isMailed;
      // Mailed once: a repeated call after a failed send mails it then, never twice.
      if (ticket.delivery === 'mail' && !isMailed) {
        await ctx.mailer.send(renderSupportTicketMail(ticket));
        await tickets.markMailed(ticket.number, new Date(ctx.nowMs()));
        isMailed = true;
        ctx.logger.info({ ticket: ticket.number }, 'support ticket mailed');
      }
      return c.json(
        supportTicketResponseSchema.parse({
          ticket_number: ticket.number,
          is_new: isNew,
          is_mailed: isMailed,
        }),
        isNew ? 201 : 200,
      );
    })
    .post('/support/forwards', async (c) => {
      const body = await readValidBody(c, supportForwardBodySchema);
      const isRecorded = await tickets.recordForward(
        body.ticket_number,
        BigInt(body.chat_id),
        body.message_id,
      );
      if (!isRecorded) throw new DomainError('NOT_FOUND', { reason: 'ticket_not_found' });
      return c.body(null, 204);
    })
    .post('/support/reply-target', async (c) => {
      const body = await readValidBody(c, supportReplyTargetBodySchema);
      const ticket = await tickets.findByForward(BigInt(body.chat_id), body.message_id);
      return c.json(
        supportReplyTargetResponseSchema.parse({
          ticket: ticket
            ? { ticket_number: ticket.number, chat_id: ticket.chatId.toString(), language: ticket.language }
            : null,
        }),
      );
    });
  return { routes: [], extraRoutes: [{ path: BOT_BASE_PATH, app }] };
}
