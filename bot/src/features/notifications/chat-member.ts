import { Composer } from 'grammy';
import type { BotContext } from '../../bot-context';
import type { NotificationServer } from './notification-server';

/**
 * Follows the user's own chat with the bot: blocking it (`kicked`) marks them unreachable on the
 * server, so no message is tried; starting it again (`member`) clears that. A failing call is
 * the feature's error boundary's to report.
 */
export function createChatMemberFeature(
  server: Pick<NotificationServer, 'setReachable'>,
): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.on('my_chat_member', async (ctx) => {
    const update = ctx.myChatMember;
    if (update.chat.type !== 'private') return;
    const status = update.new_chat_member.status;
    if (status !== 'kicked' && status !== 'member') return;
    await server.setReachable(String(update.from.id), status === 'member');
  });
  return composer;
}
