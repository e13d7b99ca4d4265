import { Composer } from 'grammy';
import type { BotContext } from '../../bot-context';
import type { NotificationServer } from './notification-server';

/**
 * Follows the user's own chat with the bot: blocking it (`kicked`) marks them unreachable on the
 * server, so no message is tried; starting it again (`member`) clears that.
 */
export function createChatMemberFeature(
  server: Pick<NotificationServer, 'setReachable'>,
  onError?: (error: unknown) => void,
): Composer<BotContext> {
  const composer = new Composer<BotContext>();
  composer.on('my_chat_member', async (ctx) => {
    const update = ctx.myChatMember;
    if (update.chat.type !== 'private') return;
    const status = update.new_chat_member.status;
    if (status !== 'kicked' && status !== 'member') return;
    try {
      await server.setReachable(String(update.from.id), status === 'member');
    } catch (error) {
      onError?.(error);
    }
  });
  return composer;
}
