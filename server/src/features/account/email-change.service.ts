import type { CodeSentResponse, User } from '@ferry/shared/contracts';
import { CODE_LENGTH, DomainError } from '@ferry/shared/domain';
import { isUniqueViolation } from '../../db/unique-violation';
import { fieldError } from '../../http/field-error';
import type { ModuleContext } from '../../module-context/module-context';
import { codeExpiredError } from '../../one-time-codes/code-errors';
import { maskEmail } from '../../one-time-codes/mask-email';
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from '../../one-time-codes/one-time-codes';
import { viewUser } from '../../user-records/user-view';
import type { UserRow } from '../../user-records/users.repo';
import { createContactCodes } from './contact-codes';
import { renderEmailChangeMail } from './contact-notices';

const alreadyRegistered = () =>
  new DomainError('NON_UNIQUE_VALUE', { field: 'email', key: 'errors.messages.emailAlreadyRegistered' });

/**
 * Changing the email (spec 001 §4): a code goes to the current address, which proves the owner
 * asks; an account without one gets it at the new address, which proves that address instead.
 */
export function createEmailChange(ctx: ModuleContext) {
  const codes = createContactCodes(ctx, 'email_change');

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await ctx.users.findById(userId);
    if (!user) throw new DomainError('UNAUTHORIZED_REQUEST');
    return user;
  }

  /** Same-as-now and taken addresses are refused before any code is spent on them. */
  async function checkNewEmail(user: UserRow, email: string): Promise<void> {
    if (email === user.email) throw fieldError('email', 'validation.valuesEqual');
    const owner = await ctx.users.findByEmail(email);
    if (owner && owner.id !== user.id) throw alreadyRegistered();
  }

  return {
    async request(userId: string, newEmail: string | undefined): Promise<CodeSentResponse> {
      const user = await requireUser(userId);
      const email = newEmail?.toLowerCase();
      if (email !== undefined) await checkNewEmail(user, email);
      const destination = user.email ?? email;
      if (destination === undefined) throw fieldError('email', 'validation.required');
      const code = await codes.issue(user.id, destination);
      try {
        await ctx.mailer.send(renderEmailChangeMail(user.language, destination, code));
      } catch (error) {
        await codes.expire(destination);
        ctx.logger.warn({ reason: (error as Error).message }, 'email change code not sent');
        throw new DomainError('SERVICE_UNAVAILABLE', { reason: 'mail_not_sent' });
      }
      return {
        sent_to: maskEmail(destination),
        code_length: CODE_LENGTH,
        expires_in_seconds: CODE_TTL_SECONDS,
        resend_after_seconds: CODE_RESEND_SECONDS,
      };
    },

    async confirm(userId: string, code: string, newEmail: string): Promise<User> {
      const user = await requireUser(userId);
      const email = newEmail.toLowerCase();
      await checkNewEmail(user, email);
      // Without a current address the code went to the new one: that address must be the one named.
      const row = await codes.check(user.id, user.email ?? email, code);
      try {
        const updated = await ctx.db.transaction().execute(async (trx) => {
          if (!(await codes.consume(row.id, trx))) throw codeExpiredError();
          const isNewAddressProven = user.email === null;
          return ctx.users.update(
            user.id,
            { email, email_verified_at: isNewAddressProven ? new Date(ctx.nowMs()) : null },
            trx,
          );
        });
        return viewUser(updated, ctx.users, ctx.db);
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyRegistered();
        throw error;
      }
    },
  };
}
