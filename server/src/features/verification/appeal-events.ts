import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { emitUserEvent } from '../../events/user-events';

/** The user event of an appeal against a hold: the bot tells it and opens it as a help-bot ticket. */
export const VERIFICATION_APPEAL_TOPIC = 'verification.appeal';

/** Where support answers an appeal: the help bot's chat, or e-mail. */
export type AppealAnswerBy = 'help_chat' | 'email';

/** The payload of a `verification.appeal` event, under `verification_appeal`. */
export interface VerificationAppealPayload {
  ticket_id: string;
  reason_code: string;
  message: string | null;
}

/** The profile's user as an appeal needs them: where the help bot reaches them, and their address. */
interface AppealUser {
  userId: string;
  email: string | null;
  /** The help bot can write to them now: a Telegram chat, messages on, the bot not blocked. */
  isBotReachable: boolean;
}

async function appealUserOf(db: Kysely<Schema>, profileId: string): Promise<AppealUser | undefined> {
  const row = await db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.email', 'u.tg_id', 'u.bot_notifications_enabled', 'u.bot_unreachable_at'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.id,
    email: row.email,
    // The bot's event feed offers nothing to a user it cannot write to (notification-feed.ts), so
    // only a user it reaches gets the ticket in the help chat; anyone else gets it by mail.
    isBotReachable: row.tg_id !== null && row.bot_notifications_enabled && row.bot_unreachable_at === null,
  };
}

/**
 * Where support would answer an appeal opened now: the help chat when this server runs a help bot
 * (`hasHelpBot`: a bot token is set and the bot is on) and the bot reaches the user, otherwise e-mail.
 */
export async function appealAnswerByNow(
  db: Kysely<Schema>,
  profileId: string,
  hasHelpBot: boolean,
): Promise<AppealAnswerBy> {
  const user = await appealUserOf(db, profileId);
  return hasHelpBot && user?.isBotReachable ? 'help_chat' : 'email';
}

/**
 * Sends a just-opened appeal where support answers it, in the transaction that opened it (the
 * caller calls this only for the appeal it opened, so each appeal is told once): for a user the
 * help bot reaches, one `verification.appeal` event, written to the outbox and published after
 * the commit, which the bot turns into a message and a help-bot ticket anchored on it (mailed by
 * the ticket route when the bot has no support chat); for anyone else no event, and the caller
 * mails the appeal to support with the user's address. The way it went is kept with the hold.
 */
export async function tellAppeal(
  trx: Kysely<Schema>,
  appeal: { profileId: string; hasHelpBot: boolean } & VerificationAppealPayload,
): Promise<{ answerBy: AppealAnswerBy; email: string | null }> {
  const user = await appealUserOf(trx, appeal.profileId);
  const answerBy: AppealAnswerBy = user && appeal.hasHelpBot && user.isBotReachable ? 'help_chat' : 'email';
  // Kept with the hold, so the screens say where the answer comes for as long as it stands.
  await trx
    .updateTable('verification_holds')
    .set({ appeal_answer_by: answerBy })
    .where('profile_id', '=', appeal.profileId)
    .where('appeal_ticket_id', '=', appeal.ticket_id)
    .execute();
  if (user && answerBy === 'help_chat') {
    const payload: VerificationAppealPayload = {
      ticket_id: appeal.ticket_id,
      reason_code: appeal.reason_code,
      message: appeal.message,
    };
    await emitUserEvent(trx, user.userId, VERIFICATION_APPEAL_TOPIC, { verification_appeal: payload });
  }
  return { answerBy, email: user?.email ?? null };
}
