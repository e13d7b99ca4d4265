import type { Language } from '@ferry/locales';
import type { WidgetOrder } from '@ferry/shared/domain';
import { useEffect } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { host } from '../../../lib/host';
import { useReadyFrame } from '../../../shell/frame/frame-context';
import { FRAME_ORDER_APPLIED_KEY } from '../../../shell/storage-keys';
import { decimalToInputText } from '../lib/exchange-format';
import { EXCHANGE_KINDS, type ExchangeKind, pairForKind } from '../lib/exchange-kind';
import { useExchangePairStore } from '../stores/exchange-pair-store';

function pick(list: readonly string[], preferred: string | null): string | null {
  if (preferred && (list.length === 0 || list.includes(preferred))) return preferred;
  return list[0] ?? null;
}

/** Set once per tab, so coming back from a later step keeps what the customer changed. */
function wasApplied(): boolean {
  try {
    return host.sessionStorage().getItem(FRAME_ORDER_APPLIED_KEY) === '1';
  } catch {
    return false;
  }
}

function markApplied() {
  try {
    host.sessionStorage().setItem(FRAME_ORDER_APPLIED_KEY, '1');
  } catch {
    // Without storage the order is applied on each visit of the form, which is still right.
  }
}

/** Puts the merchant's order on the form: currencies, payways and the amount (spec 000 §3). */
function applyOrder(order: WidgetOrder, language: Language) {
  const store = useExchangePairStore.getState();
  const from = pick(order.fromCurrency, order.fromCurrencyDefault) ?? store.from;
  const to = pick(order.toCurrency, order.toCurrencyDefault) ?? store.to;
  if (from !== to) store.setPair(from, to);
  // The URL writes "12.5"; the field reads the customer's way of writing numbers.
  if (order.fromAmount) store.setAmount(decimalToInputText(order.fromAmount, language), 'from');
  else if (order.toAmount) store.setAmount(decimalToInputText(order.toAmount, language), 'to');
  // The tab to open on (`defaultTab`) turns the pair into that kind, as choosing the tab would.
  const tab = toKind(order.defaultTab);
  if (tab && !order.fromCurrencyDefault && !order.toCurrencyDefault) {
    const current = useExchangePairStore.getState();
    const pair = pairForKind(tab, current.from, current.to);
    current.setPair(pair.from, pair.to);
  }
  const fromPayway = pick(order.fromPayway, order.fromPaywayDefault);
  const toPayway = pick(order.toPayway, order.toPaywayDefault);
  if (fromPayway) store.setPayway('from', fromPayway);
  if (toPayway) store.setPayway('to', toPayway);
}

function toKind(tab: string | null): ExchangeKind | null {
  const upper = tab?.toUpperCase();
  return (EXCHANGE_KINDS as readonly string[]).includes(upper ?? '') ? (upper as ExchangeKind) : null;
}

/** The exchange tabs a shop shows (`displayTab`); all three when it names none it knows. */
export function useFrameTabs(): readonly ExchangeKind[] {
  const frame = useReadyFrame();
  const tabs = (frame?.params.order.displayTab ?? []).map(toKind).filter((kind) => kind !== null);
  return tabs.length > 0 ? tabs : EXCHANGE_KINDS;
}

export interface FrameOrder {
  isAmountLocked: boolean;
  isSwapHidden: boolean;
  /** The currencies offered on each side; empty offers all. */
  fromCurrencies: readonly string[];
  toCurrencies: readonly string[];
}

const OPEN_ORDER: FrameOrder = {
  isAmountLocked: false,
  isSwapHidden: false,
  fromCurrencies: [],
  toCurrencies: [],
};

/**
 * The widget's order for the exchange form: applied to the draft once when the frame opens, then
 * the locks and the offered currencies. Outside a merchant's frame nothing is fixed.
 */
export function useFrameOrder(): FrameOrder {
  const frame = useReadyFrame();
  const { language } = useLanguage();
  useEffect(() => {
    if (!frame || wasApplied()) return;
    applyOrder(frame.params.order, language);
    markApplied();
  }, [frame, language]);
  if (!frame) return OPEN_ORDER;
  const { order, flags } = frame.params;
  const isAmountLocked = flags.isAmountLocked && (order.fromAmount !== null || order.toAmount !== null);
  return {
    isAmountLocked,
    // Swapping a locked or one-way order would change what the merchant fixed.
    isSwapHidden: flags.isHideSwapButton || isAmountLocked,
    fromCurrencies: order.fromCurrency,
    toCurrencies: order.toCurrency,
  };
}
