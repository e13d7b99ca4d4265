import type { Message } from '@ferry/locales';
import { checkLimits, findCurrency, minorToDecimal, parseLocaleAmount } from '@ferry/shared/domain';
import type { ExchangeQuoteRequest } from '../api/use-exchange-quote';
import type { PairSide } from '../stores/exchange-pair-store';
import {
  fromOptions,
  type PaywayOption,
  type PwCurrency,
  pickOption,
  rowOf,
  toOptions,
} from './exchange-payways';

/** The parts of the exchange draft the form prices. */
export interface PricedDraft {
  from: string;
  to: string;
  amount: string;
  amountSide: PairSide;
  fromPayway: string | null;
  toPayway: string | null;
  fromNetwork: string | null;
  toNetwork: string | null;
}

export interface FormPricing {
  fromChoices: PaywayOption[];
  fromOption: PaywayOption | null;
  toChoices: PaywayOption[];
  toOption: PaywayOption | null;
  /** The typed amount's problem (not a number, outside the way's limits), if any. */
  amountMessage: Message | null;
  /** The quote the form asks for, or null while the amount or a way is missing or wrong. */
  request: ExchangeQuoteRequest | null;
}

function toRequestSide(prefix: 'from' | 'to', option: PaywayOption) {
  return {
    [`${prefix}_payway`]: option.payway,
    ...(option.network ? { [`${prefix}_network`]: option.network } : {}),
  };
}

/**
 * What the exchange form offers and asks the price of, from the draft and the two sides'
 * catalogue rows. One function for the form and for the landing's prefetch at start-up, so the
 * prefetched quote is the very request (the same cache key) the form makes.
 */
export function readFormPricing(
  draft: PricedDraft,
  depositRows: readonly PwCurrency[] | undefined,
  withdrawRows: readonly PwCurrency[] | undefined,
  language: string,
): FormPricing {
  const fromChoices = depositRows ? fromOptions(depositRows) : [];
  const fromOption = pickOption(fromChoices, draft.fromPayway, draft.fromNetwork);
  const toChoices = withdrawRows ? toOptions(withdrawRows, fromOption?.payway ?? null) : [];
  const toOption = pickOption(toChoices, draft.toPayway, draft.toNetwork);

  const editedCode = draft.amountSide === 'from' ? draft.from : draft.to;
  const scale = findCurrency(editedCode)?.scale ?? 2;
  const amountMinor = parseLocaleAmount(draft.amount, language, scale);
  const editedRow =
    draft.amountSide === 'from' ? rowOf(depositRows ?? [], fromOption) : rowOf(withdrawRows ?? [], toOption);
  const limitMessage =
    amountMinor !== null && amountMinor > 0n && editedRow
      ? checkLimits(amountMinor, editedRow.limits, { scale, locale: language })
      : null;
  const amountMessage: Message | null =
    draft.amount.trim() !== '' && amountMinor === null ? { key: 'validation.amount.invalid' } : limitMessage;

  const request: ExchangeQuoteRequest | null =
    amountMinor !== null && amountMinor > 0n && !amountMessage && fromOption && toOption
      ? {
          kind: 'exchange',
          from_currency: draft.from,
          to_currency: draft.to,
          [draft.amountSide === 'from' ? 'from_amount' : 'to_amount']: minorToDecimal(amountMinor, scale),
          ...toRequestSide('from', fromOption),
          ...toRequestSide('to', toOption),
        }
      : null;
  return { fromChoices, fromOption, toChoices, toOption, amountMessage, request };
}
