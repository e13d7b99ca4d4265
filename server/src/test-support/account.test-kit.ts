import type { ModuleContext } from '../module-context/module-context';

/** The newest six-digit code sent to an address or number (mail or SMS), as its owner reads it. */
export async function readSentCode(context: ModuleContext, recipient: string): Promise<string> {
  const [message] = await context.outbox.list(recipient, 1);
  const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`No code was sent to ${recipient}`);
  return code;
}

/** What a refused call must leave as it was: the user, their codes and sessions, and the outbox. */
export async function snapshotAccount(context: ModuleContext, userId: string) {
  const { db } = context;
  const [user, codes, sessions, outbox] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('one_time_codes').select(['id', 'attempts', 'consumed_at']).orderBy('id').execute(),
    db
      .selectFrom('sessions')
      .select(['id', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('outbox_messages').select('id').orderBy('id').execute(),
  ]);
  return { user, codes, sessions, outbox };
}
