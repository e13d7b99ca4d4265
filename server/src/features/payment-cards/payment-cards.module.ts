import {
  changePaymentCardState,
  createWalletProvisioning,
  getPaymentCard,
  getPaymentCardTerms,
  issuePaymentCard,
  listPaymentCards,
  topUpPaymentCard,
  updatePaymentCardSettings,
} from '@ferry/shared/contracts';
import { CARD_CURRENCY_SCALE, DomainError, minorToDecimal } from '@ferry/shared/domain';
import { defineRoute, requireTrx, requireUser } from '../../http/endpoint-route';
import { profileOf } from '../../http/profile-of';
import { toMinor } from '../../ledger/minor';
import type { AppModule, ModuleContext } from '../../module-context/module-context';
import { createCardOverdraftCollection } from './card-overdraft-collection';
import { changePaymentCardState as changeState } from './change-payment-card-state';
import { issuePaymentCard as issue } from './issue-payment-card';
import type { PaymentCardDeps, PaymentCardPorts } from './payment-card-ports';
import { updatePaymentCardSettings as updateSettings } from './payment-card-settings';
import { paymentCardTerms } from './payment-card-terms';
import { viewPaymentCard } from './payment-card-view';
import { paymentCardsRepo } from './payment-cards.repo';
import { topUpPaymentCard as topUp } from './top-up-payment-card';
import { createWalletCode } from './wallet-provisioning';

/**
 * The user's payment cards (issue 28): terms, issue, list and read with the balance, top-ups,
 * lock/unlock/terminate, settings and wallet provisioning, and the collection of what terminated
 * cards still owe. Money moves in the request's idempotent transaction; the card's details and authorizations are other features' routes.
 */
export function createPaymentCardsModule(ctx: ModuleContext, ports: PaymentCardPorts): AppModule {
  const deps: PaymentCardDeps = {
    ...ports,
    ledger: ctx.ledger,
    transactions: ctx.transactions,
    rates: ctx.rates,
    nowMs: ctx.nowMs,
  };
  const cardIdOf = (input: { params: Record<string, string | undefined> }) => input.params.cardId ?? '';
  const applicantOf = (input: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(input);
    return { userId: user.userId, profileId: profileOf(input), residence: user.residenceCountry };
  };
  const findView = async (cardId: string) => {
    const row = await paymentCardsRepo.find(ctx.db, cardId);
    if (!row) throw new DomainError('NOT_FOUND', { field: 'cardId' });
    return viewPaymentCard(deps, ctx.db, row);
  };

  return {
    routes: [
      defineRoute(listPaymentCards, async (input) => {
        const rows = await paymentCardsRepo.listOfUser(ctx.db, requireUser(input).userId);
        return { cards: await Promise.all(rows.map((row) => viewPaymentCard(deps, ctx.db, row))) };
      }),
      defineRoute(getPaymentCardTerms, async (input) => paymentCardTerms(deps, ctx.db, applicantOf(input))),
      defineRoute(issuePaymentCard, async (input) => {
        const trx = requireTrx(input);
        const row = await issue(deps, trx, applicantOf(input), input.body);
        return viewPaymentCard(deps, trx, row);
      }),
      defineRoute(getPaymentCard, async (input) => findView(cardIdOf(input))),
      defineRoute(topUpPaymentCard, async (input) => {
        requireUser(input);
        const trx = requireTrx(input);
        const done = await topUp(deps, trx, { cardId: cardIdOf(input), amount: input.body.amount });
        const view = await ctx.transactions.view(trx, done.transaction);
        // As the statement shows the top-up: amount + activation fee = what left the balance.
        const fee = done.feeChargedMinor;
        const currency = done.card.currency;
        return {
          card: await viewPaymentCard(deps, trx, done.card),
          transaction:
            fee > 0n
              ? {
                  ...view,
                  amount: minorToDecimal(toMinor(done.transaction.amount) - fee, CARD_CURRENCY_SCALE),
                  fee: minorToDecimal(fee, CARD_CURRENCY_SCALE),
                  fee_currency: currency,
                }
              : view,
        };
      }),
      defineRoute(changePaymentCardState, async (input) => {
        requireUser(input);
        const trx = requireTrx(input);
        const row = await changeState(deps, trx, {
          cardId: cardIdOf(input),
          action: input.body.action,
          confirmation: input.body.confirmation,
        });
        return viewPaymentCard(deps, trx, row);
      }),
      defineRoute(updatePaymentCardSettings, async (input) => {
        requireUser(input);
        const row = await ctx.db
          .transaction()
          .execute((trx) => updateSettings(deps, trx, { cardId: cardIdOf(input), settings: input.body }));
        return findView(row.id);
      }),
      defineRoute(createWalletProvisioning, async (input) => {
        requireUser(input);
        const code = await ctx.db
          .transaction()
          .execute((trx) =>
            createWalletCode(deps, trx, { cardId: cardIdOf(input), wallet: input.body.wallet }),
          );
        return { wallet: input.body.wallet, code: code.code, expires_at: code.expiresAt.toISOString() };
      }),
    ],
    workers: [createCardOverdraftCollection(ctx, deps)],
  };
}
