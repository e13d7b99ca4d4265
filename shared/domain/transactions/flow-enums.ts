import type { MessageKey } from '@ferry/locales';

/** What a user may do with a failed or action-required transaction (spec 000 §3, §4). */
export const ACTION_REQUIRED_CHOICES = ['REFUND', 'DEPOSIT', 'RETRY'] as const;
export type ActionRequiredChoice = (typeof ACTION_REQUIRED_CHOICES)[number];

/**
 * RETRY continues with a corrected amount, DEPOSIT tops the balance up, REFUND sends the money
 * back. "Contact support" is offered beside the choices and is not one of them.
 */
const ACTION_REQUIRED_LABEL_KEYS = {
  RETRY: 'domain.actionRequired.updateAmountAndContinue',
  DEPOSIT: 'domain.actionRequired.topUp',
  REFUND: 'domain.actionRequired.refund',
} as const satisfies Readonly<Record<ActionRequiredChoice, MessageKey>>;

export const CONTACT_SUPPORT_LABEL_KEY: MessageKey = 'domain.actionRequired.contactSupport';

export function isActionRequiredChoice(value: unknown): value is ActionRequiredChoice {
  return typeof value === 'string' && (ACTION_REQUIRED_CHOICES as readonly string[]).includes(value);
}

export function actionRequiredLabelKey(choice: ActionRequiredChoice): MessageKey {
  return ACTION_REQUIRED_LABEL_KEYS[choice];
}

/** How a payway hands the user to the payment page: a link, a posted form, or a frame. */
export const PAYWAY_REQUEST_METHODS = ['GET', 'POST', 'IFRAME'] as const;
export type PaywayRequestMethod = (typeof PAYWAY_REQUEST_METHODS)[number];

/** Saved withdrawal details: a bank account, a masked card, or a crypto address. */
export const SAVED_REQUISITE_KINDS = ['iban', 'card_mask', 'address'] as const;
export type SavedRequisiteKind = (typeof SAVED_REQUISITE_KINDS)[number];

/** The stages a crypto deposit is narrated with, in order (spec 000 §4). */
export const PAYIN_PROGRESS_STAGES = [
  'waitingForTransfer',
  'transferSeen',
  'waitingForConfirmations',
  'confirmedInNetwork',
  'sendingToAddress',
  'sent',
] as const;
export type PayinProgressStage = (typeof PAYIN_PROGRESS_STAGES)[number];

export function payinProgressMessageKey(stage: PayinProgressStage): MessageKey {
  return `domain.payinProgress.${stage}`;
}
