import type { VerificationStepKind } from '@ferry/shared/domain';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Schema } from '../../db/schema';
import type { VerificationPersonsTable, VerificationStepsTable } from './verification.schema';

export type StepRow = Selectable<VerificationStepsTable>;
export type PersonRow = Selectable<VerificationPersonsTable>;
type StepPatch = Omit<Updateable<VerificationStepsTable>, 'profile_id' | 'kind' | 'created_at'>;

/** A step's reject labels as stored (JSON); anything else reads as none. */
export function rejectLabelsOf(row: Pick<StepRow, 'reject_labels'>): string[] {
  const labels = typeof row.reject_labels === 'string' ? JSON.parse(row.reject_labels) : row.reject_labels;
  return Array.isArray(labels) ? labels.filter((label) => typeof label === 'string') : [];
}

/** The steps and the persons of a profile; every call takes the executor (a transaction or the db). */
export const verificationRepo = {
  listSteps(db: Kysely<Schema>, profileId: string): Promise<StepRow[]> {
    return db.selectFrom('verification_steps').selectAll().where('profile_id', '=', profileId).execute();
  },

  findStep(db: Kysely<Schema>, profileId: string, kind: VerificationStepKind, forUpdate = false) {
    const query = db
      .selectFrom('verification_steps')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('kind', '=', kind);
    return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  },

  findByApplicant(db: Kysely<Schema>, provider: string, applicantId: string, forUpdate = false) {
    const query = db
      .selectFrom('verification_steps')
      .selectAll()
      .where('provider', '=', provider)
      .where('applicant_id', '=', applicantId);
    return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  },

  /** Creates the step with `values`, or changes the one that exists by them. */
  saveStep(
    db: Kysely<Schema>,
    profileId: string,
    kind: VerificationStepKind,
    values: StepPatch & Pick<VerificationStepsTable, 'status'> & { updated_at: Date },
  ): Promise<StepRow> {
    return db
      .insertInto('verification_steps')
      .values({ profile_id: profileId, kind, created_at: values.updated_at, ...values })
      .onConflict((conflict) => conflict.columns(['profile_id', 'kind']).doUpdateSet(values))
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** The phone some other profile already verified, if any. */
  findPhoneOwner(db: Kysely<Schema>, phone: string) {
    return db
      .selectFrom('verification_steps')
      .select('profile_id')
      .where('phone', '=', phone)
      .where('status', '=', 'COMPLETED')
      .executeTakeFirst();
  },

  listPersons(db: Kysely<Schema>, profileId: string): Promise<PersonRow[]> {
    return db.selectFrom('verification_persons').selectAll().where('profile_id', '=', profileId).execute();
  },

  savePerson(db: Kysely<Schema>, person: Omit<PersonRow, 'updated_at'> & { updated_at: Date }) {
    const { profile_id, source, ...values } = person;
    return db
      .insertInto('verification_persons')
      .values(person)
      .onConflict((conflict) => conflict.columns(['profile_id', 'source']).doUpdateSet(values))
      .execute();
  },

  findHold(db: Kysely<Schema>, profileId: string) {
    return db
      .selectFrom('verification_holds')
      .selectAll()
      .where('profile_id', '=', profileId)
      .executeTakeFirst();
  },

  /** Holds the profile; a hold already there keeps its first reason and time. */
  async hold(db: Kysely<Schema>, profileId: string, reasonCode: string, since: Date): Promise<void> {
    await db
      .insertInto('verification_holds')
      .values({ profile_id: profileId, reason_code: reasonCode, since })
      .onConflict((conflict) => conflict.column('profile_id').doNothing())
      .execute();
  },

  /** Records the appeal unless one is open; answers the hold as it stands after. */
  async openAppeal(db: Kysely<Schema>, profileId: string, ticketId: string, at: Date) {
    await db
      .updateTable('verification_holds')
      .set({ appeal_ticket_id: ticketId, appeal_opened_at: at })
      .where('profile_id', '=', profileId)
      .where('appeal_ticket_id', 'is', null)
      .execute();
    return this.findHold(db, profileId);
  },

  /** Takes a webhook event once: false when this very event was taken before. */
  async takeEvent(
    db: Kysely<Schema>,
    event: { provider: string; eventKey: string; type: string; applicantId: string | null; at: Date },
    outcome: string,
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('verification_webhook_events')
      .values({
        provider: event.provider,
        event_key: event.eventKey,
        event_type: event.type,
        applicant_id: event.applicantId,
        outcome,
        received_at: event.at,
      })
      .onConflict((conflict) => conflict.columns(['provider', 'event_key']).doNothing())
      .returning('event_key')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async setEventOutcome(db: Kysely<Schema>, provider: string, eventKey: string, outcome: string) {
    await db
      .updateTable('verification_webhook_events')
      .set({ outcome })
      .where('provider', '=', provider)
      .where('event_key', '=', eventKey)
      .execute();
  },
};
