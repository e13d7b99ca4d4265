import type { PresetStatus, PresetView } from '@ferry/shared/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../db/schema';
import { type RequisiteRow, viewRequisite } from './requisite-values';
import type { PresetsTable } from './withdrawals.schema';

type PresetRow = Selectable<PresetsTable>;

export function viewPreset(row: PresetRow, requisite: RequisiteRow): PresetView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    first_name: row.first_name,
    last_name: row.last_name,
    from_currency: row.from_currency,
    to_currency: row.to_currency,
    requisite: viewRequisite(requisite),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Presets of a profile, each read with its requisite. */
export function createPresetsRepo(db: Kysely<Schema>) {
  async function withRequisites(rows: PresetRow[]): Promise<PresetView[]> {
    if (rows.length === 0) return [];
    const requisites = await db
      .selectFrom('requisites')
      .selectAll()
      .where(
        'id',
        'in',
        rows.map((row) => row.requisite_id),
      )
      .execute();
    const byId = new Map(requisites.map((requisite) => [requisite.id, requisite]));
    return rows.map((row) => viewPreset(row, byId.get(row.requisite_id) as RequisiteRow));
  }

  return {
    async list(profileId: string, status?: PresetStatus): Promise<PresetView[]> {
      let query = db.selectFrom('presets').selectAll().where('profile_id', '=', profileId);
      if (status) query = query.where('status', '=', status);
      return withRequisites(await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute());
    },

    async find(profileId: string, id: string): Promise<PresetView | undefined> {
      const row = await db
        .selectFrom('presets')
        .selectAll()
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
      return row ? (await withRequisites([row]))[0] : undefined;
    },

    async insert(values: Omit<PresetRow, 'id' | 'status' | 'created_at' | 'updated_at'>): Promise<string> {
      const row = await db.insertInto('presets').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async update(
      profileId: string,
      id: string,
      changes: Partial<Pick<PresetRow, 'status' | 'first_name' | 'last_name'>>,
      now: Date,
    ): Promise<boolean> {
      const result = await db
        .updateTable('presets')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(profileId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('presets')
        .where('id', '=', id)
        .where('profile_id', '=', profileId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type PresetsRepo = ReturnType<typeof createPresetsRepo>;
