import type { DepositDraft } from '../stores/deposit-draft-store';

/** The create-deposit body of a draft: the card saved or typed, the wallet pay, the Blik code, the currency to convert to. */
export function toDepositBody(draft: DepositDraft, blikCode: string) {
  const card =
    draft.card?.kind === 'saved'
      ? { id: draft.card.id }
      : draft.card?.kind === 'new'
        ? {
            number: draft.card.number,
            expiry: draft.card.expiry,
            cvv: draft.card.cvv,
            holder_name: draft.card.holderName,
            save: draft.card.save,
          }
        : undefined;
  return {
    payway: draft.payway,
    currency: draft.currency,
    amount: draft.amount,
    ...(card ? { card } : {}),
    ...(draft.walletPay ? { wallet_pay: draft.walletPay } : {}),
    ...(draft.payway === 'blik' || blikCode ? { blik_code: blikCode } : {}),
    ...(draft.convertTo ? { convert_to: draft.convertTo } : {}),
  };
}
