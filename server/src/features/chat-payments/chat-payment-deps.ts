import type { ChatPaymentNotificationKind } from '@ferry/shared/contracts';
import type { StartAppTarget } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { ModuleContext } from '../../module-context/module-context';
import type { ChatPaymentRow } from './chat-payments.schema';

/** The core's services the chat payment use cases move money and keep time with. */
export type ChatPaymentContext = Pick<
  ModuleContext,
  'db' | 'ledger' | 'transactions' | 'levelLimits' | 'rates' | 'rateLimiter' | 'nowMs'
>;

export interface ChatPaymentSettings {
  ttlMs: number;
  /** The bot and mini-app the cards' links open, or null without a bot username. */
  appLink: StartAppTarget | null;
}

/** Names the screens and the bot show: the port fills them from what the user record knows. */
export type DisplayNameOf = (db: Kysely<Schema>, userId: string) => Promise<string | null>;

export type CardSide = 'creator' | 'counterparty';

/** What every use case of a card shares: the core, the settings, the clock, names and notices. */
export interface ChatPaymentDeps {
  ctx: ChatPaymentContext;
  settings: ChatPaymentSettings;
  now(): Date;
  /** The name a card keeps for the user: the one given, else the port's, else '' (none). */
  nameOf(db: Kysely<Schema>, userId: string, given?: string | null): Promise<string>;
  /** Leaves the bot's message for one side of the card (see chat-payment-notices.ts). */
  tell(
    trx: Kysely<Schema>,
    row: ChatPaymentRow,
    side: CardSide,
    notice: ChatPaymentNotificationKind,
    options?: { editsCard?: boolean },
  ): Promise<void>;
}
