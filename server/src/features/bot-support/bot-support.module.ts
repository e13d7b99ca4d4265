import {
  botStorageKeySchema,
  botStorageResponseSchema,
  findSupportReplyTarget,
  openSupportTicket,
  readBotStorage,
  recordSupportForward,
  removeBotStorage,
  writeBotStorage,
} from '@ferry/shared/contracts';
import { DomainError } from '@ferry/shared/domain';
import type { Context } from 'hono';
import { setAnswerHeader, setAnswerStatus } from '../../http/answer-response';
import type { AppEnv } from '../../http/app-env';
import { defineRoute } from '../../http/endpoint-route';
import { parseInput } from '../../http/json-body';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
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
  const storage = createBotStorageRepo(ctx.db);
  const tickets = createSupportTicketsRepo(ctx.db);
  // Nothing the bot base answers may be kept by a cache on the way.
  const noStore = (c: Context<AppEnv>) => setAnswerHeader(c, 'Cache-Control', 'no-store');
  const routes = [
    defineRoute(readBotStorage, async ({ params, c }) => {
      noStore(c);
      // Kept as the bot sent it; parsed here so the stored value is typed as the JSON it is.
      return botStorageResponseSchema.parse({ value: await storage.read(readKey(params.key ?? '')) });
    }),
    defineRoute(writeBotStorage, async ({ params, body, c }) => {
      noStore(c);
      await storage.write(readKey(params.key ?? ''), body.value);
      return null;
    }),
    defineRoute(removeBotStorage, async ({ params, c }) => {
      noStore(c);
      await storage.remove(readKey(params.key ?? ''));
      return null;
    }),
    defineRoute(openSupportTicket, async ({ body, c }) => {
      noStore(c);
      const { ticket, isNew } = await tickets.open(body);
      let isMailed = ticket.isMailed;
      // Mailed once: a repeated call after a failed send mails it then, never twice.
      if (ticket.delivery === 'mail' && !isMailed) {
        await ctx.mailer.send(renderSupportTicketMail(ticket));
        await tickets.markMailed(ticket.number, new Date(ctx.nowMs()));
        isMailed = true;
        ctx.logger.info({ ticket: ticket.number }, 'support ticket mailed');
      }
      if (isNew) setAnswerStatus(c, 201);
      return { ticket_number: ticket.number, is_new: isNew, is_mailed: isMailed };
    }),
    defineRoute(recordSupportForward, async ({ body, c }) => {
      noStore(c);
      const isRecorded = await tickets.recordForward(
        body.ticket_number,
        BigInt(body.chat_id),
        body.message_id,
      );
      if (!isRecorded) throw new DomainError('NOT_FOUND', { reason: 'ticket_not_found' });
      return null;
    }),
    defineRoute(findSupportReplyTarget, async ({ body, c }) => {
      noStore(c);
      const ticket = await tickets.findByForward(BigInt(body.chat_id), body.message_id);
      return {
        ticket: ticket
          ? { ticket_number: ticket.number, chat_id: ticket.chatId.toString(), language: ticket.language }
          : null,
      };
    }),
  ];
  return { routes };
}
