import type { MessageKey } from '@ferry/locales';
import type { ActionRequiredChoice } from '../../../../domain/index';

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
