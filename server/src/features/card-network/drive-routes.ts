import { DomainError, decimalToMinor, findCurrency, minorToDecimal } from '@ferry/shared/domain';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { defineRoute, type EndpointRoute } from '../../http/endpoint-route';
import type {
  AuthorizationOutcome,
  SandboxCardNetwork,
} from '../../providers/card-network/sandbox-card-network';
import {
  driveCardAtmWithdrawal,
  driveCardAuthorization,
  driveCardBalanceInquiry,
  driveCardCapture,
  driveCardCashback,
  driveCardExpiry,
  driveCardForcePost,
  driveCardIncrement,
  driveCardRefund,
  driveCardReversal,
} from './card-network.contracts';
import type { CardAccounts } from './card-network-ports';

interface DriveDeps {
  network: SandboxCardNetwork;
  cards: CardAccounts;
  db: Kysely<Schema>;
}

/** Whole units of `currency` in its minor units; a currency or precision it does not have is a 400. */
function minorOf(amount: string, currency: string): bigint {
  const scale = findCurrency(currency)?.scale;
  if (scale === undefined)
    throw new DomainError('VALIDATION_ERROR', { field: 'currency', reason: 'unknown' });
  const minor = decimalToMinor(amount, scale);
  if (minor === null) throw new DomainError('VALIDATION_ERROR', { field: 'amount', reason: 'precision' });
  return minor;
}

function decimalOf(minor: string, currency: string): string {
  return minorToDecimal(BigInt(minor), findCurrency(currency)?.scale ?? 2);
}

function outcomeView(outcome: AuthorizationOutcome) {
  return {
    authorization_id: outcome.authorizationId,
    event_id: outcome.eventId,
    approved: outcome.approved,
    amount: decimalOf(outcome.amount, outcome.currency),
    currency: outcome.currency,
    decline_reason: outcome.decline_reason,
    is_timed_out: outcome.isTimedOut,
  };
}

const merchantOf = (body: {
  merchant_name: string;
  merchant_category: string;
  merchant_country: string | null;
}) => ({
  name: body.merchant_name,
  category: body.merchant_category,
  country: body.merchant_country,
});

/**
 * The sandbox network's drive routes (sandbox mode only, like the other dev routes): a developer,
 * the e2e tests and the card bank test play merchants and the network with them. Each goes through
 * the sandbox network, which reaches Ferry's endpoints over HTTP with its signature and deadline.
 */
export function createCardNetworkDriveRoutes(deps: DriveDeps): EndpointRoute[] {
  const { network } = deps;
  async function tokenOf(cardId: string): Promise<{ token: string; currency: string }> {
    const card = await deps.cards.findById(deps.db, cardId);
    if (!card) throw new DomainError('NOT_FOUND', { field: 'card_id' });
    return { token: card.issuerCardId, currency: card.currency };
  }
  return [
    defineRoute(driveCardAuthorization, async ({ body }) => {
      const { token } = await tokenOf(body.card_id);
      const outcome = await network.authorize({
        cardToken: token,
        amountMinor: minorOf(body.amount, body.currency),
        currency: body.currency,
        merchant: merchantOf(body),
        kind: body.kind,
        partialApprovalAllowed: body.partial_approval_allowed,
        ...(body.authorization_id ? { authorizationId: body.authorization_id } : {}),
        ...(body.event_id ? { eventId: body.event_id } : {}),
      });
      return outcomeView(outcome);
    }),
    defineRoute(driveCardIncrement, async ({ body, params }) => {
      const { token } = await tokenOf(body.card_id);
      const outcome = await network.incrementAuthorization({
        cardToken: token,
        authorizationId: params.authorizationId ?? '',
        amountMinor: minorOf(body.amount, body.currency),
        currency: body.currency,
        merchant: merchantOf(body),
        ...(body.event_id ? { eventId: body.event_id } : {}),
      });
      return outcomeView(outcome);
    }),
    defineRoute(driveCardBalanceInquiry, async ({ body }) => {
      const { token, currency } = await tokenOf(body.card_id);
      const outcome = await network.balanceInquiry({
        cardToken: token,
        currency,
        merchant: { name: 'Sandbox ATM', category: 'atm', country: null },
        ...(body.event_id ? { eventId: body.event_id } : {}),
      });
      return {
        event_id: outcome.eventId,
        balance: outcome.balance === null ? null : decimalOf(outcome.balance, currency),
        currency,
      };
    }),
    defineRoute(driveCardReversal, async ({ body, params }) => {
      const { token, currency } = await tokenOf(body.card_id);
      const { eventId, outcome } = await network.reverse({
        cardToken: token,
        authorizationId: params.authorizationId ?? '',
        ...(body.amount ? { amountMinor: minorOf(body.amount, currency) } : {}),
        ...(body.event_id ? { eventId: body.event_id } : {}),
      });
      return { event_id: eventId, outcome };
    }),
    defineRoute(driveCardExpiry, async ({ body, params }) => {
      const { token } = await tokenOf(body.card_id);
      const { eventId, outcome } = await network.expire({
        cardToken: token,
        authorizationId: params.authorizationId ?? '',
        ...(body.event_id ? { eventId: body.event_id } : {}),
      });
      return { event_id: eventId, outcome };
    }),
    defineRoute(driveCardCapture, async ({ body, params }) => {
      const { token } = await tokenOf(body.card_id);
      const authorization = await deps.db
        .selectFrom('card_authorizations')
        .select('currency')
        .where('id', '=', params.authorizationId ?? '')
        .executeTakeFirst();
      if (!authorization) throw new DomainError('NOT_FOUND', { field: 'authorization_id' });
      const { eventId, outcome } = await network.capture({
        cardToken: token,
        authorizationId: params.authorizationId ?? '',
        amountMinor: minorOf(body.amount, authorization.currency),
        currency: authorization.currency,
        ...(body.event_id ? { eventId: body.event_id } : {}),
      });
      return { event_id: eventId, outcome };
    }),
    defineRoute(driveCardForcePost, async ({ body }) => {
      const { token } = await tokenOf(body.card_id);
      const { eventId, outcome } = await network.forcePost({
        cardToken: token,
        amountMinor: minorOf(body.amount, body.currency),
        currency: body.currency,
        merchant: merchantOf(body),
        ...(body.event_id ? { eventId: body.event_id } : {}),
      });
      return { event_id: eventId, outcome };
    }),
    defineRoute(driveCardRefund, async ({ body }) => {
      const { token } = await tokenOf(body.card_id);
      const { eventId, outcome } = await network.refund({
        cardToken: token,
        amountMinor: minorOf(body.amount, body.currency),
        currency: body.currency,
        merchant: merchantOf(body),
        ...(body.authorization_id ? { authorizationId: body.authorization_id } : {}),
        ...(body.event_id ? { eventId: body.event_id } : {}),
      });
      return { event_id: eventId, outcome };
    }),
    defineRoute(driveCardAtmWithdrawal, async ({ body }) => {
      const { token } = await tokenOf(body.card_id);
      const amountMinor = minorOf(body.amount, body.currency);
      const merchant = { ...merchantOf(body), category: 'atm' };
      const authorized = await network.authorize({
        cardToken: token,
        amountMinor,
        currency: body.currency,
        merchant,
        kind: 'atm_withdrawal',
      });
      // An ATM pays out at once: the network captures what it approved in the same breath.
      const captured = authorized.approved
        ? await network.capture({
            cardToken: token,
            authorizationId: authorized.authorizationId,
            amountMinor: BigInt(authorized.amount),
            currency: body.currency,
          })
        : null;
      return { ...outcomeView(authorized), capture_outcome: captured?.outcome ?? null };
    }),
    defineRoute(driveCardCashback, async ({ body }) => {
      const { token, currency } = await tokenOf(body.card_id);
      const { eventId, outcome } = await network.cashback({
        cardToken: token,
        amountMinor: body.amount ? minorOf(body.amount, currency) : 0n,
        currency,
        ...(body.authorization_id ? { authorizationId: body.authorization_id } : {}),
        ...(body.event_id ? { eventId: body.event_id } : {}),
      });
      return { event_id: eventId, outcome };
    }),
  ];
}
