import type { PaymentCard } from '@ferry/shared/contracts';
import { CARD_CURRENCY_SCALE, minorToDecimal } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { type PaymentCardRow, paymentCardsRepo } from './payment-cards.repo';

const money = (minor: bigint) => minorToDecimal(minor, CARD_CURRENCY_SCALE);

/** "MM / YY", as the card prints it. */
export function cardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')} / ${String(year % 100).padStart(2, '0')}`;
}

/** A card as the client sees it: its own balance (its profile's ledger accounts) and overdraft. */
export async function viewPaymentCard(
  deps: { ledger: Ledger },
  db: Kysely<Schema>,
  row: PaymentCardRow,
): Promise<PaymentCard> {
  const balance = (await deps.ledger.balances(db, row.card_profile_id)).find(
    (candidate) => candidate.currency === row.currency,
  );
  const owed = (await paymentCardsRepo.overdrafts(db, row.id)).find(
    (candidate) => candidate.currency === row.currency,
  );
  return {
    id: row.id,
    profile_id: row.card_profile_id,
    currency: row.currency,
    state: row.state,
    design: row.design,
    cardholder_name: row.cardholder_name,
    card_name: row.card_name,
    last4: row.last4,
    expiry: cardExpiry(row.expiry_month, row.expiry_year),
    balance: {
      available: money(balance?.availableMinor ?? 0n),
      held: money(balance?.heldMinor ?? 0n),
    },
    overdraft: money(owed?.owedMinor ?? 0n),
    spend_from: row.spend_from,
    controls: {
      per_authorization_max:
        row.per_authorization_max === null ? null : money(BigInt(row.per_authorization_max)),
      blocked_categories: row.blocked_categories,
    },
    is_activation_fee_charged: row.activation_fee_charged_at !== null,
    created_at: row.created_at.toISOString(),
    terminated_at: row.terminated_at?.toISOString() ?? null,
  };
}
