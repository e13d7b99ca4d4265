import { DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Sealing } from '../../auth/sealing';
import type { Schema } from '../../db/schema';
import { maskCardNumber, normaliseDestination, type RequisiteRow } from './requisite-values';
import type { RequisiteKind } from './withdrawals.schema';

export interface NewRequisite {
  kind: RequisiteKind;
  value: string;
  network?: string | null | undefined;
  memo?: string | null | undefined;
  name?: string | null | undefined;
}

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Saved withdrawal details of a profile. Every call takes the db it runs on, so a withdrawal can
 * save its requisite inside its own transaction.
 */
export function createRequisitesRepo(sealing: Sealing) {
  /** The full destination a payout is sent to: the sealed card number opened, else the value. */
  function destinationOf(row: RequisiteRow): string {
    return row.kind === 'card_mask' && row.secret_sealed ? sealing.open(row.secret_sealed) : row.value;
  }

  async function findSame(db: Kysely<Schema>, profileId: string, input: NewRequisite, value: string) {
    const candidates = await db
      .selectFrom('requisites')
      .selectAll()
      .where('profile_id', '=', profileId)
      .where('kind', '=', input.kind)
      .where('value', '=', input.kind === 'card_mask' ? maskCardNumber(value) : value)
      .execute();
    return candidates.find((row) =>
      row.kind === 'card_mask'
        ? destinationOf(row) === value
        : row.network === (input.network ?? null) && row.memo === (input.memo || null),
    );
  }

  return {
    destinationOf,

    list(db: Kysely<Schema>, profileId: string, kind?: RequisiteKind) {
      let query = db.selectFrom('requisites').selectAll().where('profile_id', '=', profileId);
      if (kind) query = query.where('kind', '=', kind);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    find(db: Kysely<Schema>, profileId: string, id: string) {
      return db
        .selectFrom('requisites')
        .selectAll()
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
    },

    /** Saves details once: the same destination saved again answers the row saved first. */
    async save(db: Kysely<Schema>, profileId: string, input: NewRequisite): Promise<RequisiteRow> {
      const value = normaliseDestination(input.kind, input.value);
      const existing = await findSame(db, profileId, input, value);
      if (existing) return existing;
      const isCard = input.kind === 'card_mask';
      // DO NOTHING rather than catching the violation: a caller's transaction stays usable.
      const inserted = await db
        .insertInto('requisites')
        .values({
          profile_id: profileId,
          kind: input.kind,
          value: isCard ? maskCardNumber(value) : value,
          secret_sealed: isCard ? sealing.seal(value) : null,
          network: input.kind === 'address' ? (input.network ?? null) : null,
          memo: input.kind === 'address' ? input.memo || null : null,
          name: input.name || null,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return inserted;
      // Saved by a parallel request a moment ago: the first row stands.
      const saved = await findSame(db, profileId, input, value);
      if (!saved) throw new Error('A requisite conflicted on save but cannot be found');
      return saved;
    },

    /** Deletes details no preset uses; a preset's (active or archived) is RESERVED_REQUISITE. */
    async remove(db: Kysely<Schema>, profileId: string, id: string): Promise<void> {
      const preset = await db
        .selectFrom('presets')
        .select('id')
        .where('requisite_id', '=', id)
        .executeTakeFirst();
      if (preset) throw new DomainError('RESERVED_REQUISITE');
      try {
        const deleted = await db
          .deleteFrom('requisites')
          .where('id', '=', id)
          .where('profile_id', '=', profileId)
          .executeTakeFirst();
        if (deleted.numDeletedRows === 0n) throw new DomainError('NOT_FOUND');
      } catch (error) {
        // A preset made over it in the meantime: the foreign key keeps it.
        if ((error as { code?: unknown } | null)?.code === FOREIGN_KEY_VIOLATION)
          throw new DomainError('RESERVED_REQUISITE');
        throw error;
      }
    },
  };
}

export type RequisitesRepo = ReturnType<typeof createRequisitesRepo>;
