/** The parts of saved payout details a screen shows. */
export interface MaskableRequisite {
  kind: 'iban' | 'card_mask' | 'address';
  value: string;
}

/**
 * Payout details as a list shows them: a card already comes masked (first six, last four) and is
 * grouped by four; an IBAN keeps its country and check digits and its last four; an address its
 * first six and last four, so the user recognises it without the whole string on screen.
 */
export function maskRequisite({ kind, value }: MaskableRequisite): string {
  if (kind === 'card_mask') return `•••• ${value.slice(-4)}`;
  if (kind === 'iban') return value.length > 8 ? `${value.slice(0, 4)} •••• ${value.slice(-4)}` : value;
  return value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value;
}
