import { randomUUID } from 'node:crypto';
import type { DeclaredPersonalData, VerificationState } from '@ferry/shared/contracts';
import { checkResidenceCountry, DomainError } from '@ferry/shared/domain';
import { fieldError } from '../../http/field-error';
import type { ModuleContext } from '../../module-context/module-context';
import { isKnownCountry } from './country-alpha3';
import { checkDateOfBirth } from './declared-data';
import { verificationRepo } from './verification.repo';
import type { VerificationPorts } from './verification-ports';
import { readVerificationState, residenceRulesOf } from './verification-state';

/**
 * The profile's verification as a whole: its state, the declared personal data (DECLARED_ADDRESS)
 * and the appeal against a hold. Provider steps, the phone and the webhook have their own files.
 */
export function createVerificationService(ctx: ModuleContext, ports: Pick<VerificationPorts, 'appeals'>) {
  const residenceRules = residenceRulesOf(ctx.config.blockedCountries);
  const now = () => new Date(ctx.nowMs());

  const get = (profileId: string): Promise<VerificationState> =>
    readVerificationState(ctx.db, ctx.rates, profileId, now(), residenceRules);

  return {
    residenceRules,
    get,

    /**
     * Declares name, birth date and residence address. A restricted country ends the step
     * (NOT_ALLOWED, kept) and answers COUNTRY_NOT_ALLOWED; otherwise the step is COMPLETED.
     */
    async declare(profileId: string, data: DeclaredPersonalData): Promise<VerificationState> {
      const at = now();
      const dateCheck = checkDateOfBirth(data.date_of_birth, at);
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
        await verificationRepo.saveStep(trx, profileId, 'DECLARED_ADDRESS', {
          status: residence.isAllowed ? 'COMPLETED' : 'NOT_ALLOWED',
          updated_at: at,
        });
      });
      const state = await get(profileId);
      const step = state.steps.find((candidate) => candidate.kind === 'DECLARED_ADDRESS');
      if (!residence.isAllowed || step?.status === 'NOT_ALLOWED')
        throw new DomainError('COUNTRY_NOT_ALLOWED', { field: 'country', country });
      return state;
    },

    /** Opens one appeal against the hold; asked again, it answers the same ticket. */
    async appeal(profileId: string, message: string | undefined) {
      const hold = await verificationRepo.findHold(ctx.db, profileId);
      if (!hold) throw new DomainError('CONFLICT_ERROR', { reason: 'nothing_held' });
      if (hold.appeal_ticket_id !== null && hold.appeal_opened_at !== null)
        return { ticket_id: hold.appeal_ticket_id, created_at: hold.appeal_opened_at.toISOString() };
      const ticketId = `APL-${randomUUID()}`;
      const opened = await verificationRepo.openAppeal(ctx.db, profileId, ticketId, now());
      if (!opened?.appeal_ticket_id || !opened.appeal_opened_at) throw new DomainError('CONFLICT_ERROR');
      const answer = {
        ticket_id: opened.appeal_ticket_id,
        created_at: opened.appeal_opened_at.toISOString(),
      };
      // Another request opened it first: that one delivers it.
      if (opened.appeal_ticket_id !== ticketId) return answer;
      // Delivered after the ticket is kept: a failed delivery is logged, the ticket still stands.
      await ports.appeals
        .deliver({
          ticketId: opened.appeal_ticket_id,
          profileId,
          reasonCode: opened.reason_code,
          message,
          openedAt: opened.appeal_opened_at,
        })
        .catch((error: unknown) =>
          ctx.logger.warn({ reason: (error as Error).message }, 'verification appeal not delivered'),
        );
      return answer;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
