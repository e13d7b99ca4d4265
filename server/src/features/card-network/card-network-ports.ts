import type { CardNotice } from '@ferry/shared/contracts';
import type { CardCurrency, CardState } from '@ferry/shared/domain';
import type { Kysely, RawBuilder } from 'kysely';
import type { Schema } from '../../db/schema';
import type { LevelSource } from '../../level-limits/level-source-port';

/** The card's own columns inside the statement that reads it (`readByToken`). */
export interface CardColumnsSql {
  id: RawBuilder<string>;
  ownerProfileId: RawBuilder<string>;
  cardProfileId: RawBuilder<string>;
}

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
  /**
   * The card by the issuer's token, unlocked, with `also` read in the same statement (one snapshot)
   * from the card's columns: the one-call approval's read.
   */
  readByToken<T>(
    db: Kysely<Schema>,
    issuerCardId: string,
    also: (columns: CardColumnsSql) => RawBuilder<T>,
  ): Promise<{ card: SpendingCard; also: T } | null>;
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

/** A notice for the one-call approval to write: its once-only row and the user event it leaves. */
export interface PlannedNotice {
  told: { card_id: string; event_id: string; kind: string };
  userId: string;
  topic: string;
  payload: Record<string, unknown>;
}

/**
 * The same notice as `CardNotify` tells it, built and not written (null: the notice would be
 * dropped), for the database to write in the approval's one call, once per event and kind.
 */
export type CardNoticePlanner = (notice: CardNotice, card: NoticeCard) => PlannedNotice | null;

export interface CardNetworkPorts {
  cards: CardAccounts;
  notify: CardNotify;
  /** Without it, every authorization takes the locked transaction path. */
  planNotice?: CardNoticePlanner;
  /** The owner's verification level, for the level's money-out allowance. */
  levelSource: LevelSource;
  /** How the sandbox network reaches Ferry's endpoints (the app's own fetch, or real HTTP). */
  transport?: (request: Request) => Promise<Response>;
}
