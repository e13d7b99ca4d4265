import type { MessageKey } from '@ferry/locales';
import type { PAYWAY_KINDS } from '@ferry/shared/contracts';

type PaywayKind = (typeof PAYWAY_KINDS)[number];

/** Each payway kind's name and one line on how money arrives by it. */
export const PAYWAY_TEXT: Readonly<
  Record<Exclude<PaywayKind, 'balance'>, { name: MessageKey; hint: MessageKey }>
> = {
  card: { name: 'deposit.payways.card.name', hint: 'deposit.payways.card.hint' },
  sepa: { name: 'deposit.payways.sepa.name', hint: 'deposit.payways.sepa.hint' },
  iban: { name: 'deposit.payways.iban.name', hint: 'deposit.payways.iban.hint' },
  uaiban: { name: 'deposit.payways.uaiban.name', hint: 'deposit.payways.uaiban.hint' },
  blik: { name: 'deposit.payways.blik.name', hint: 'deposit.payways.blik.hint' },
  monobank: { name: 'deposit.payways.monobank.name', hint: 'deposit.payways.monobank.hint' },
  crypto: { name: 'deposit.payways.crypto.name', hint: 'deposit.payways.crypto.hint' },
};

export function paywayNameKey(kind: string): MessageKey {
  return PAYWAY_TEXT[kind as keyof typeof PAYWAY_TEXT]?.name ?? 'deposit.title';
}

/** Bank rails: the user sends a transfer to the details shown after confirming. */
export function isBankTransferKind(kind: string): boolean {
  return kind === 'sepa' || kind === 'iban' || kind === 'uaiban';
}
