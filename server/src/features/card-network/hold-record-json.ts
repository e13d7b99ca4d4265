import type { HoldLeg, HoldRecord } from '@ferry/shared/domain';
import type { StoredLeg } from './card-network.schema';

/** JSON has no bigint: amounts travel as decimal text and dates as ISO text. */
export function holdRecordToJson(hold: HoldRecord): unknown {
  return JSON.parse(
    JSON.stringify(hold, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value)),
  );
}

/** Reads back what holdRecordToJson wrote (`"1240n"` → 1240n; the date from its text). */
export function holdRecordFromJson(json: unknown): HoldRecord {
  const revived = JSON.parse(JSON.stringify(json), (_key, value: unknown) =>
    typeof value === 'string' && /^-?\d+n$/.test(value) ? BigInt(value.slice(0, -1)) : value,
  ) as HoldRecord & { authorizedAt: string };
  return { ...revived, authorizedAt: new Date(revived.authorizedAt) };
}

export function storedLegs(legs: readonly HoldLeg[]): StoredLeg[] {
  return legs.map((leg) => ({
    currency: leg.currency,
    scale: leg.scale,
    held: leg.heldMinor.toString(),
    covers: leg.coversMinor.toString(),
    rate: leg.rate ?? null,
  }));
}
