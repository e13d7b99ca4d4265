import { randomUUID } from 'node:crypto';
import type { DeclaredPersonalData, VerificationState } from '@ferry/shared/contracts';
import { checkIsoBirthDate, checkResidenceCountry, DomainError } from '@ferry/shared/domain';
import { fieldError } from '../../http/field-error';
import type { ModuleContext } from '../../module-context/module-context';
import { appealAnswerByNow, tellAppeal } from './appeal-events';
import { isKnownCountry } from './country-alpha3';
import { tellStepOutcome } from './step-outcome-events';
import { verificationRepo } from './verification.repo';
import type { VerificationPorts } from './verification-ports';
import { readVerificationState, residenceRulesOf } from './verification-state';
import { announceResidenceChange } from './verified-residence';

/**
 * The profile's verification as a whole: its state, the declared personal data (DECLARED_ADDRESS)
 * and the appeal against a hold. Provider steps, the phone and the webhook have their own files.
 */
export function createVerificationService(ctx: ModuleContext, ports: Pick<VerificationPorts, 'appeals'>) {
  const residenceRules = residenceRulesOf(ctx.config.blockedCountries);
  const now = () => new Date(ctx.nowMs());

  // The help bot runs when a token is set and the bot is on (BOT_POLLING=false keeps the token
  // for mini-app sign-in only: nothing would open the appeal's ticket).
  const hasHelpBot = ctx.config.botToken !== undefined && ctx.config.isBotPolling;
  /** The state, its hold saying where support answers an appeal (opened, or if opened now). */
  const get = async (profileId: string): Promise<VerificationState> => {
    const state = await readVerificationState(ctx.db, ctx.rates, profileId, now(), residenceRules);
    if (!state.block) return state;
    const hold = await verificationRepo.findHold(ctx.db, profileId);
    const answerBy =
      hold?.appeal_ticket_id != null
        ? (hold.appeal_answer_by ?? 'email')
        : await appealAnswerByNow(ctx.db, profileId, hasHelpBot);
    return { ...state, block: { ...state.block, appeal_answer_by: answerBy } };
  };

  return {
    residenceRules,
    get,

    /**
     * Declares name, birth date and residence address. A restricted country ends the step
     * (NOT_ALLOWED, kept) and answers COUNTRY_NOT_ALLOWED; otherwise the step is COMPLETED.
     */
    async declare(profileId: string, data: DeclaredPersonalData): Promise<VerificationState> {
      const at = now();
      const dateCheck = checkIsoBirthDate(data.date_of_birth, at);
      if (!dateCheck.isValid)
        throw fieldError(
          'date_of_birth',
          dateCheck.key,
          dateCheck.params ? { params: dateCheck.params } : {},
        );
      const country = data.country.trim().toUpperCase();
      if (!isKnownCountry(country))
        throw fieldError('country', 'errors.verification.unknownCountry', { reason: 'unknown_country' });
      const residence = checkResidenceCountry(country, residenceRules);
      await ctx.db.transaction().execute(async (trx) => {
        const step = await verificationRepo.findStep(trx, profileId, 'DECLARED_ADDRESS', true);
        if (step?.status === 'NOT_ALLOWED') return;
        await verificationRepo.savePerson(trx, {
          profile_id: profileId,
          source: 'declared',
          first_name: data.first_name,
          last_name: data.last_name,
          date_of_birth: data.date_of_birth,
          country,
          city: data.city,
          street: data.street,
          postal_code: data.postal_code,
          updated_at: at,
        });
        const to = residence.isAllowed ? 'COMPLETED' : 'NOT_ALLOWED';
        await verificationRepo.saveStep(trx, profileId, 'DECLARED_ADDRESS', { status: to, updated_at: at });
        const from = step?.status ?? 'NONE';
        await tellStepOutcome(trx, {
          profileId,
          kind: 'DECLARED_ADDRESS',
          from,
          to,
          comment: null,
          at,
          isLevelOnly: true,
        });
      });
      await announceResidenceChange(ctx.bus, profileId);
      const state = await get(profileId);
      const step = state.steps.find((candidate) => candidate.kind === 'DECLARED_ADDRESS');
      if (!residence.isAllowed || step?.status === 'NOT_ALLOWED')
        throw new DomainError('COUNTRY_NOT_ALLOWED', { field: 'country', country });
      return state;
    },

    /**
     * Opens one appeal against the hold; asked again, it answers the same ticket. A user the help
     * bot reaches gets it as a help-bot ticket (one event, in the transaction that opens it);
     * anyone else has it mailed to support, and the answer says which.
     */
    async appeal(profileId: string, message: string | undefined) {
      const hold = await verificationRepo.findHold(ctx.db, profileId);
      if (!hold) throw new DomainError('CONFLICT_ERROR', { reason: 'nothing_held' });
      const answerOf = (row: typeof hold) => ({
        ticket_id: row.appeal_ticket_id ?? '',
        created_at: row.appeal_opened_at?.toISOString() ?? '',
        answer_by: row.appeal_answer_by ?? 'email',
      });
      if (hold.appeal_ticket_id !== null && hold.appeal_opened_at !== null) return answerOf(hold);
      const ticketId = `APL-${randomUUID()}`;
      const opened = await ctx.db.transaction().execute(async (trx) => {
        const row = await verificationRepo.openAppeal(trx, profileId, ticketId, now());
        if (!row?.appeal_ticket_id || !row.appeal_opened_at) throw new DomainError('CONFLICT_ERROR');
        // Another request opened it first: that one tells it.
        if (row.appeal_ticket_id !== ticketId) return { row, mail: null };
        const told = await tellAppeal(trx, {
          profileId,
          hasHelpBot,
          ticket_id: ticketId,
          reason_code: row.reason_code,
          message: message || null,
        });
        const mail = told.answerBy === 'email' ? { email: told.email, openedAt: row.appeal_opened_at } : null;
        return { row: { ...row, appeal_answer_by: told.answerBy }, mail };
      });
      // The help bot's ticket reaches support by itself; only a mailed appeal is sent from here,
      // after the ticket is kept: a failed delivery is logged, the ticket still stands.
      if (opened.mail)
        await ports.appeals
          .deliver({
            ticketId,
            profileId,
            reasonCode: opened.row.reason_code,
            message,
            openedAt: opened.mail.openedAt,
            replyTo: opened.mail.email,
          })
          .catch((error: unknown) =>
            ctx.logger.warn({ reason: (error as Error).message }, 'verification appeal not delivered'),
          );
      return answerOf(opened.row);
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
