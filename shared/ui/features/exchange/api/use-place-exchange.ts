import {
  completeDeposit3ds,
  createDeposit,
  createExchange,
  type DepositNextAction,
  type TransactionView,
} from '@ferry/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../queries/api-context';
import { useFrameEvents } from '../../../shell/frame/frame-events';
import { isExternalPayin } from '../lib/exchange-payways';
import type { CardChoice } from '../stores/exchange-card-store';
import type { ExchangeRequisite } from '../stores/exchange-pair-store';

export interface PlaceExchangeInput {
  from: string;
  to: string;
  fromPayway: string;
  fromNetwork: string | null;
  walletPay: 'apple_pay' | 'google_pay' | 'samsung_pay' | null;
  /** What is paid, in whole units of `from` (the quote's from amount). */
  fromAmount: string;
  /** The quote the user confirmed (a balance exchange takes it as it is). */
  quoteId: string | undefined;
  card: CardChoice | null;
  requisite: ExchangeRequisite | null;
  /** The 6-digit code from the banking app that a Blik payment needs (Blik is a way to pay, spec 000 §1). */
  blikCode: string | null;
  idempotencyKey: string;
}

export interface PlacedExchange {
  transaction: TransactionView;
  nextAction: DepositNextAction | null;
}

function cardBody(card: CardChoice | null) {
  if (!card) return {};
  if ('id' in card) return { card: { id: card.id } };
  const { kind: _kind, ...typed } = card;
  return { card: typed };
}

function requisiteBody(requisite: ExchangeRequisite | null) {
  if (!requisite) return {};
  if (requisite.kind === 'saved') return { requisite: { id: requisite.id } };
  return { requisite: { value: requisite.value, ...(requisite.memo ? { memo: requisite.memo } : {}) } };
}

/**
 * Places the exchange once (one idempotency key per confirm screen). Paid from outside, it is a
 * deposit that converts on arrival (PAYIN_CONVERT) at the confirmed quote and may ask for 3-D
 * Secure; paid from the
 * balance, it is an exchange at the confirmed quote, paid out to the requisite when there is one.
 */
export function usePlaceExchange() {
  const api = useApi();
  const emitFrameEvent = useFrameEvents();
  return useMutation({
    // The merchant's page hears the order as soon as it exists (docs/integration.md).
    onSuccess: ({ transaction }) =>
      emitFrameEvent('order_created', {
        transaction_id: transaction.id,
        type: transaction.type,
        status: transaction.status,
        amount: transaction.amount,
        currency: transaction.currency,
        to_amount: transaction.to_amount,
        to_currency: transaction.to_currency,
      }),
    mutationFn: async (input: PlaceExchangeInput): Promise<PlacedExchange> => {
      if (isExternalPayin(input.fromPayway)) {
        const result = await api.call(createDeposit, {
          idempotencyKey: input.idempotencyKey,
          body: {
            payway: input.fromPayway,
            currency: input.from,
            amount: input.fromAmount,
            convert_to: input.to,
            // Booked at exactly the quote the user confirmed (or refused if it expired).
            ...(input.quoteId ? { quote_id: input.quoteId } : {}),
            ...(input.fromNetwork ? { network: input.fromNetwork } : {}),
            ...(input.walletPay ? { wallet_pay: input.walletPay } : {}),
            ...cardBody(input.card),
            ...(input.blikCode ? { blik_code: input.blikCode } : {}),
          },
        });
        return { transaction: result.transaction, nextAction: result.next_action };
      }
      const transaction = await api.call(createExchange, {
        idempotencyKey: input.idempotencyKey,
        body: { quote_id: input.quoteId ?? '', ...requisiteBody(input.requisite) },
      });
      return { transaction, nextAction: null };
    },
  });
}

/** Sends the 3-D Secure code of a card payment. */
export function useCompleteThreeDs() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: { transactionId: string; code: string; idempotencyKey: string }) =>
      api.call(completeDeposit3ds, {
        params: { externalId: input.transactionId },
        idempotencyKey: input.idempotencyKey,
        body: { code: input.code },
      }),
  });
}
