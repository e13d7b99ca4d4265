import { randomUUID } from 'node:crypto';
import type { CardPosting } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Ledger } from '../../ledger/ledger';
import { available, house, type TransferSpec } from '../../ledger/ledger-types';
import type { StoredLedgerHolds } from './card-network.schema';
import type { CardAccounts, SpendingCard } from './card-network-ports';

/** The network's settlement account: captures and withdrawals credit it, refunds and credits debit it. */
export const networkClearing = (currency: string) => house('provider_clearing', currency, 'card-network');
/** Where the part of a debit above what the balance had comes from; the card owes it back. */
export const overdraftSuspense = (currency: string) => house('suspense', currency, 'card-overdraft');
/** Cashback is Ferry's money. */
export const cashbackLiquidity = (currency: string) => house('liquidity', currency, 'card-cashback');

/** The card's own balance for its currency; the owner's money profile for any other. */
export function profileFor(card: SpendingCard, currency: string): string {
  return currency === card.currency ? card.cardProfileId : card.ownerProfileId;
}

export interface PostingScope {
  trx: Kysely<Schema>;
  ledger: Ledger;
  cards: CardAccounts;
  card: SpendingCard;
  /** The transaction the movements belong to (the statement's row). */
  transactionId: string;
  /** The authorization's ledger holds per currency; updated in place. */
  ledgerHolds: StoredLedgerHolds;
}

export interface PostingsOutcome {
  overdrafts: { currency: string; amountMinor: bigint }[];
}

function add(map: Map<string, bigint>, key: string, amount: bigint) {
  map.set(key, (map.get(key) ?? 0n) + amount);
}

/**
 * Plays the domain's postings (applyCardEvent) on the ledger. The ledger's holds are whole: one
 * per currency per authorization, so a hold that grows or shrinks is given back and placed again
 * at its new amount; a settle posts the held money straight to the network (postHold), and the
 * capture's debit for that part is then already paid. A debit beyond what the balance has (an
 * over-capture, a force post, a capture after the hold expired) takes the balance to zero and the
 * rest from the overdraft suspense account, recorded as owed: a user balance never goes negative.
 */
export async function playPostings(
  scope: PostingScope,
  postings: readonly CardPosting[],
): Promise<PostingsOutcome> {
  const { trx, ledger, card, ledgerHolds } = scope;
  const added = new Map<string, bigint>();
  const settled = new Map<string, bigint>();
  const released = new Map<string, bigint>();
  let isExpiry = false;
  for (const posting of postings) {
    if (posting.kind === 'hold') add(added, posting.currency, posting.amountMinor);
    if (posting.kind === 'settle') add(settled, posting.currency, posting.amountMinor);
    if (posting.kind === 'release') {
      add(released, posting.currency, posting.amountMinor);
      if (posting.cause === 'expiry') isExpiry = true;
    }
  }
  const currencies = new Set([...added.keys(), ...settled.keys(), ...released.keys()]);
  const paidBySettle = new Map<string, bigint>();
  for (const currency of currencies) {
    const existing = ledgerHolds[currency];
    const heldBefore = existing ? BigInt(existing.amount) : 0n;
    const settle = settled.get(currency) ?? 0n;
    const target = heldBefore + (added.get(currency) ?? 0n) - settle - (released.get(currency) ?? 0n);
    if (target < 0n) throw new Error(`Card hold in ${currency} would go below zero`);
    if (settle === 0n && target === heldBefore) continue;
    if (existing) {
      if (settle > 0n) {
        await ledger.postHold(trx, existing.hold_id, networkClearing(currency), {
          amountMinor: settle,
          transferKind: 'card_capture',
        });
        paidBySettle.set(currency, settle);
      } else {
        await ledger.voidHold(trx, existing.hold_id, isExpiry ? 'expired' : 'voided');
      }
      delete ledgerHolds[currency];
    }
    if (target > 0n) {
      const holdId = await ledger.hold(trx, {
        transactionId: scope.transactionId,
        profileId: profileFor(card, currency),
        currency,
        amountMinor: target,
      });
      ledgerHolds[currency] = { hold_id: holdId, amount: target.toString() };
    }
  }

  const overdrafts: PostingsOutcome['overdrafts'] = [];
  for (const posting of postings) {
    if (posting.kind !== 'entry') continue;
    const profileId = profileFor(card, posting.currency);
    if (posting.side === 'credit') {
      await ledger.post(trx, [
        {
          id: randomUUID(),
          kind: posting.type.toLowerCase(),
          transactionId: scope.transactionId,
          debit:
            posting.counterparty === 'house'
              ? cashbackLiquidity(posting.currency)
              : networkClearing(posting.currency),
          credit: available(profileId, posting.currency),
          amountMinor: posting.amountMinor,
        },
      ]);
      continue;
    }
    // The part a settle already paid from the hold is not taken again.
    const prepaid = paidBySettle.get(posting.currency) ?? 0n;
    const fromPrepaid = prepaid < posting.amountMinor ? prepaid : posting.amountMinor;
    paidBySettle.set(posting.currency, prepaid - fromPrepaid);
    const due = posting.amountMinor - fromPrepaid;
    if (due === 0n) continue;
    const balance = (await ledger.balances(trx, profileId)).find((row) => row.currency === posting.currency);
    const have = balance && balance.availableMinor > 0n ? balance.availableMinor : 0n;
    const fromBalance = have < due ? have : due;
    const owed = due - fromBalance;
    const transfers: TransferSpec[] = [];
    if (fromBalance > 0n) {
      transfers.push({
        id: randomUUID(),
        kind: posting.type.toLowerCase(),
        transactionId: scope.transactionId,
        debit: available(profileId, posting.currency),
        credit: networkClearing(posting.currency),
        amountMinor: fromBalance,
      });
    }
    if (owed > 0n) {
      transfers.push({
        id: randomUUID(),
        kind: 'card_overdraft',
        transactionId: scope.transactionId,
        debit: overdraftSuspense(posting.currency),
        credit: networkClearing(posting.currency),
        amountMinor: owed,
      });
      await scope.cards.addOverdraft(trx, card.id, posting.currency, owed);
      overdrafts.push({ currency: posting.currency, amountMinor: owed });
    }
    await ledger.post(trx, transfers);
  }
  return { overdrafts };
}
