import { flattenCatalogue } from '@ferry/locales';
import { en } from '@ferry/locales/all';
import { describe, expect, it } from 'vitest';
import {
  ACTION_REQUIRED_CHOICES,
  type ActionRequiredChoice,
  actionRequiredLabelKey,
  CONTACT_SUPPORT_LABEL_KEY,
  isActionRequiredChoice,
  PAYIN_PROGRESS_STAGES,
  PAYWAY_REQUEST_METHODS,
  payinProgressMessageKey,
  SAVED_REQUISITE_KINDS,
} from './flow-enums';

const english = flattenCatalogue(en);

describe('action-required choices', () => {
  it('are REFUND, DEPOSIT, RETRY', () => {
    expect(ACTION_REQUIRED_CHOICES).toEqual(['REFUND', 'DEPOSIT', 'RETRY']);
  });

  it.each([
    ['RETRY', 'Update amount and continue'],
    ['DEPOSIT', 'Top up'],
    ['REFUND', 'Refund'],
  ] as ReadonlyArray<[ActionRequiredChoice, string]>)('%s is labelled "%s"', (choice, label) => {
    expect(english[actionRequiredLabelKey(choice)]).toBe(label);
  });

  it('offers "Contact support" beside the choices', () => {
    expect(english[CONTACT_SUPPORT_LABEL_KEY]).toBe('Contact support');
  });

  it.each(['CONTACT_SUPPORT', 'refund', 'TOP_UP', ''])('%j is not a choice', (value) => {
    expect(isActionRequiredChoice(value)).toBe(false);
  });
});

describe('payin progress messages', () => {
  it('are the six of the spec, in order', () => {
    expect(
      PAYIN_PROGRESS_STAGES.map((stage) => english[payinProgressMessageKey(stage)]?.toLowerCase()),
    ).toEqual([
      'waiting for your transfer',
      'we see your transfer',
      'waiting for network confirmations',
      'confirmed in network',
      'sending to your address',
      'sent',
    ]);
  });
});

describe('payway and requisite enumerations', () => {
  it('match the spec', () => {
    expect(PAYWAY_REQUEST_METHODS).toEqual(['GET', 'POST', 'IFRAME']);
    expect(SAVED_REQUISITE_KINDS).toEqual(['iban', 'card_mask', 'address']);
  });
});
