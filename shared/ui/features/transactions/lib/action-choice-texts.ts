import type { MessageKey } from '@ferry/locales';
import type { TransactionView } from '@ferry/shared/contracts';
import { type ActionRequiredChoice, actionRequiredLabelKey } from '@ferry/shared/domain';

interface ChoiceTexts {
  /** What the choice does, under its button and in its confirm dialog. */
  description: MessageKey;
  confirmTitle: MessageKey;
}

/**
 * The words around each of the API's choices; the button labels are the domain's (spec 000 §3:
 * RETRY "Update amount and continue", DEPOSIT "Top up", REFUND "Refund").
 */
export const ACTION_CHOICE_TEXTS = {
  RETRY: {
    description: 'transactions.action.retryDescription',
    confirmTitle: 'transactions.action.retryConfirm',
  },
  DEPOSIT: {
    description: 'transactions.action.depositDescription',
    confirmTitle: 'transactions.action.depositConfirm',
  },
  REFUND: {
    description: 'transactions.action.refundDescription',
    confirmTitle: 'transactions.action.refundConfirm',
  },
} as const satisfies Record<ActionRequiredChoice, ChoiceTexts>;

/**
 * A payout the provider refused, its money held for the user's choice: RETRY sends it again and
 * REFUND puts the money back on the balance, so both read differently from the suspense choices.
 */
export function isRefusedPayout(transaction: Pick<TransactionView, 'direction' | 'status'>): boolean {
  return transaction.direction === 'PAYOUT' && transaction.status === 'ACTION_REQUIRED';
}

const REFUSED_PAYOUT_TEXTS = {
  RETRY: {
    label: 'transactions.action.retryPayout',
    description: 'transactions.action.retryPayoutDescription',
    confirmTitle: 'transactions.action.retryPayoutConfirm',
  },
  REFUND: {
    label: actionRequiredLabelKey('REFUND'),
    description: 'transactions.action.refundPayoutDescription',
    confirmTitle: 'transactions.action.refundPayoutConfirm',
  },
} as const satisfies Partial<Record<ActionRequiredChoice, ChoiceTexts & { label: MessageKey }>>;

/** The button label and the words around `choice` on this transaction. */
export function actionChoiceTexts(
  transaction: Pick<TransactionView, 'direction' | 'status'>,
  choice: ActionRequiredChoice,
): ChoiceTexts & { label: MessageKey } {
  if (isRefusedPayout(transaction) && choice !== 'DEPOSIT') return REFUSED_PAYOUT_TEXTS[choice];
  return { label: actionRequiredLabelKey(choice), ...ACTION_CHOICE_TEXTS[choice] };
}
