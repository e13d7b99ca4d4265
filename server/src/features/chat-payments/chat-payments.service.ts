import { anonymousPartyName } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { cancelCard } from './cancel-chat-payment';
import { parseCardAmount } from './chat-payment-amount';
import type {
  ChatPaymentContext,
  ChatPaymentDeps,
  ChatPaymentSettings,
  DisplayNameOf,
} from './chat-payment-deps';
import { tellSide } from './chat-payment-notices';
import { findCard, listCardsOf } from './chat-payment-store';
import { viewCard } from './chat-payment-view';
import type { ChatPaymentRow } from './chat-payments.schema';
import { claimCard } from './claim-chat-payment';
import { activateDraft, createCard, type NewCard } from './create-chat-payment';
import { expireOneCard } from './expire-chat-payment';
import { payRequestCard } from './pay-chat-request';
import { askForPreparedMessage, canBotWriteTo, recordPreparedMessage } from './prepared-message';

export type { ChatPaymentSettings, DisplayNameOf } from './chat-payment-deps';

/**
 * The chat payment cards' use cases over one set of dependencies; each lives in its own file
 * (create and activate, claim, pay a request, cancel, expire, prepared messages, notices).
 */
export function createChatPayments(
  ctx: ChatPaymentContext,
  settings: ChatPaymentSettings,
  displayNameOf: DisplayNameOf,
) {
  const deps: ChatPaymentDeps = {
    ctx,
    settings,
    now: () => new Date(ctx.nowMs()),
    // A user without a name gets a handle that reads as a name in every language (sender-name.ts).
    async nameOf(db, userId, given) {
      const name = (given ?? (await displayNameOf(db, userId)) ?? '').trim().slice(0, 200);
      return name === '' ? anonymousPartyName(userId) : name;
    },
    tell: (trx, row, side, notice, options) => tellSide(settings, trx, row, side, notice, options),
  };

  return {
    view: (row: ChatPaymentRow, viewerUserId: string | null) =>
      viewCard(settings, ctx.nowMs(), row, viewerUserId),
    parseAmount: parseCardAmount,
    create: (trx: Kysely<Schema>, card: NewCard, status: 'waiting' | 'draft') =>
      createCard(deps, trx, card, status),
    activate: (trx: Kysely<Schema>, id: string, userId: string, inlineMessageId: string | null) =>
      activateDraft(deps, trx, id, userId, inlineMessageId),
    claim: (trx: Kysely<Schema>, id: string, claimer: { userId: string; profileId: string }) =>
      claimCard(deps, trx, id, claimer),
    pay: (trx: Kysely<Schema>, id: string, payer: { userId: string; profileId: string }) =>
      payRequestCard(deps, trx, id, payer),
    cancel: (trx: Kysely<Schema>, id: string, userId: string) => cancelCard(deps, trx, id, userId),
    expireOne: (trx: Kysely<Schema>) => expireOneCard(deps, trx),
    askForPreparedMessage: (db: Kysely<Schema>, id: string, userId: string) =>
      askForPreparedMessage(deps, db, id, userId),
    recordPreparedMessage,
    canBotWriteTo,
    find: findCard,
    listOf: listCardsOf,
  };
}

export type ChatPayments = ReturnType<typeof createChatPayments>;
