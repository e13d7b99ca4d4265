import { REQUISITE_KIND_OF_PAYWAY, type WithdrawalBody } from '@ferry/shared/contracts';
import { createIbanSchema, DomainError } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { maskCardNumber, normaliseDestination, type RequisiteRow } from './requisite-values';
import type { RequisitesRepo } from './requisites.repo';
import type { RequisiteKind } from './withdrawals.schema';

/** Where a withdrawal pays: the full destination (for the provider) and what the user sees. */
export interface PayoutDestination {
  kind: RequisiteKind;
  /** The card number, IBAN or address in full; kept sealed at rest. */
  destination: string;
  network: string | null;
  memo: string | null;
  /** The saved requisite it came from, if any. */
  requisite: RequisiteRow | null;
  /** Shown on the transaction: a card only as its mask. */
  publicRequisite: Record<string, unknown>;
}

function invalid(path: string, key: string): DomainError {
  return new DomainError('VALIDATION_ERROR', { issues: [{ path, key }] });
}

/**
 * A saved requisite must be of the payway's kind, on the network asked for, and (an IBAN) still
 * allowed for the currency; typed-in details were checked by the contract already.
 */
export async function resolveDestination(
  trx: Kysely<Schema>,
  requisites: RequisitesRepo,
  profileId: string,
  body: WithdrawalBody,
): Promise<PayoutDestination> {
  const kind = REQUISITE_KIND_OF_PAYWAY[body.payway];
  const network = kind === 'address' ? (body.network ?? null) : null;
  if ('id' in body.requisite) {
    const row = await requisites.find(trx, profileId, body.requisite.id);
    if (!row) throw new DomainError('NOT_FOUND', { field: 'requisite.id' });
    if (row.kind !== kind) throw invalid('requisite.id', 'validation.requisite.invalid');
    if (row.network !== network) throw invalid('network', 'validation.requisite.invalid');
    if (kind === 'iban' && !createIbanSchema({ currency: body.currency }).safeParse(row.value).success)
      throw invalid('requisite.id', 'validation.iban.invalid');
    return describe(kind, requisites.destinationOf(row), network, row.memo, row);
  }
  const destination = normaliseDestination(kind, body.requisite.value);
  const memo = kind === 'address' ? body.requisite.memo?.trim() || null : null;
  return describe(kind, destination, network, memo, null);
}

function describe(
  kind: RequisiteKind,
  destination: string,
  network: string | null,
  memo: string | null,
  requisite: RequisiteRow | null,
): PayoutDestination {
  const value = kind === 'card_mask' ? maskCardNumber(destination) : destination;
  return {
    kind,
    destination,
    network,
    memo,
    requisite,
    publicRequisite: {
      kind,
      value,
      ...(network ? { network } : {}),
      ...(memo ? { memo } : {}),
      ...(requisite ? { requisite_id: requisite.id } : {}),
    },
  };
}
