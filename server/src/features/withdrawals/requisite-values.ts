import type { RequisiteView } from '@ferry/shared/contracts';
import type { Selectable } from 'kysely';
import type { RequisiteKind, RequisitesTable } from './withdrawals.schema';

export type RequisiteRow = Selectable<RequisitesTable>;

/**
 * The stored form of a destination: a card number as digits only, an IBAN in electronic form
 * (no spaces, upper case), an address as typed without surrounding spaces (addresses are
 * case-sensitive on several chains).
 */
export function normaliseDestination(kind: RequisiteKind, value: string): string {
  const trimmed = value.trim();
  if (kind === 'card_mask') return trimmed.replaceAll(' ', '');
  if (kind === 'iban') return trimmed.replaceAll(' ', '').toUpperCase();
  return trimmed;
}

/** First six and last four digits, the rest starred: enough to recognise a card, not to use it. */
export function maskCardNumber(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(digits.length - 10, 0))}${digits.slice(-4)}`;
}

export function viewRequisite(row: RequisiteRow): RequisiteView {
  return {
    id: row.id,
    kind: row.kind,
    value: row.value,
    network: row.network,
    memo: row.memo,
    name: row.name,
    created_at: row.created_at.toISOString(),
  };
}
