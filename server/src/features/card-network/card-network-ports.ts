import type { CardNotice } from '@ferry/shared/contracts';
import type { CardCurrency, CardState } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { LevelSource } from '../../level-limits/level-source-port';

/** A card as the network's side needs it (the payment-cards feature owns the row). */
export interface SpendingCard {
  id: string;
  userId: string;
  ownerProfileId: string;
  cardProfileId: string;
  currency: CardCurrency;
  state: CardState;
  issuerCardId: string;
  last4: string;
  spendFrom: readonly string[];
  /** Minor units of the card's currency; null for none. */
  perAuthorizationMaxMinor: bigint | null;
  blockedCategories: readonly string[];
}

/**
 * The cards and their overdrafts, which the payment-cards feature owns; the composition root
 * fills this port (compose-card-network-ports.ts), so this feature never reads their tables.
 */
export interface CardAccounts {
  /** The card by the issuer's token, its row locked until `trx` ends (every event of a card in turn). */
  lockByToken(trx: Kysely<Schema>, issuerCardId: string): Promise<SpendingCard | null>;
  /**
   * The same, and then its owner's profile row, in one statement (card first, then the profile, as
   * every money operation of the owner takes the profile before the ledger's rows).
   */
  lockWithOwner(trx: Kysely<Schema>, issuerCardId: string): Promise<SpendingCard | null>;
  findById(db: Kysely<Schema>, cardId: string): Promise<SpendingCard | null>;
  /** Adds to what the card owes in `currency` (one row per card and currency). */
  addOverdraft(trx: Kysely<Schema>, cardId: string, currency: string, amountMinor: bigint): Promise<void>;
}

/** The card a notice is about, as the network already knows it (the notice reads nothing then). */
export interface NoticeCard {
  /** The card's own profile. */
  profileId: string;
  currency: string;
}

/** Tells the user (the bot) about a card event, inside the event's transaction: once per event. */
export type CardNotify = (trx: Kysely<Schema>, notice: CardNotice, card?: NoticeCard) => Promise<void>;

export interface CardNetworkPorts {
  cards: CardAccounts;
  notify: CardNotify;
  /** The owner's verification level, for the level's money-out allowance. */
  levelSource: LevelSource;
  /** How the sandbox network reaches Ferry's endpoints (the app's own fetch, or real HTTP). */
  transport?: (request: Request) => Promise<Response>;
}
