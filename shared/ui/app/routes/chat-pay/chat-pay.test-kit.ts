import type { ChatPaymentView } from '@ferry/shared/contracts';
import type { Platform } from '@ferry/shared/platform';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { createMemoryStorage } from '../../../test/fake-platform';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

// What the chat payment screens' tests share: a card as each viewer sees it, and a server that keeps one.

export const PAYMENT_ID = 'CP7QK2M9XA4TBH3W8N5R';

export function makeChatPayment(overrides: Partial<ChatPaymentView> = {}): ChatPaymentView {
  return {
    id: PAYMENT_ID,
    kind: 'send',
    status: 'waiting',
    amount: '10',
    currency: 'USDT',
    note: 'For the pizza',
    creator: { display_name: 'Anna' },
    counterparty: null,
    created_at: '2026-11-28T10:00:00Z',
    expires_at: '2026-12-12T10:00:00Z',
    settled_at: null,
    share_link: `https://t.me/ferry_bot/app?startapp=pay_${PAYMENT_ID}`,
    viewer_role: 'stranger',
    can_act: true,
    can_cancel: false,
    refusal: null,
    prepared_message: null,
    ...overrides,
  };
}

interface ChatPayServerOptions {
  payment?: ChatPaymentView;
  balances?: { currency: string; available: string; held: string }[];
}

/** A signed-in user's server with one card; claim, pay and cancel change it as the server would. */
export function createChatPayServer({
  payment = makeChatPayment(),
  balances = [
    { currency: 'USDT', available: '40', held: '0' },
    { currency: 'EUR', available: '250', held: '0' },
  ],
}: ChatPayServerOptions = {}) {
  const server = createAccountServer();
  const state = { payment, balances };
  const settled = '2026-11-28T11:00:00Z';
  const me = { display_name: 'Ferry Tester' };
  server.handlers.listBalances = () => ({ balances: state.balances });
  server.handlers.getChatPayment = (request) =>
    request.params.paymentId === state.payment.id ? state.payment : failure(404, 'NOT_FOUND');
  server.handlers.listChatPayments = () => ({ items: [state.payment] });
  server.handlers.claimChatPayment = () => {
    if (!state.payment.can_act) throw failure(409, 'CONFLICT_ERROR', { reason: state.payment.refusal });
    state.payment = {
      ...state.payment,
      status: 'claimed',
      viewer_role: 'counterparty',
      counterparty: me,
      can_act: false,
      settled_at: settled,
    };
    return state.payment;
  };
  server.handlers.payChatPayment = () => {
    state.payment = {
      ...state.payment,
      status: 'paid',
      viewer_role: 'counterparty',
      counterparty: me,
      can_act: false,
      settled_at: settled,
    };
    return state.payment;
  };
  server.handlers.cancelChatPayment = () => {
    state.payment = {
      ...state.payment,
      status: 'cancelled',
      can_cancel: false,
      refusal: 'cancelled',
      settled_at: settled,
    };
    return state.payment;
  };
  server.handlers.createChatPayment = (request) => {
    const body = request.body as {
      kind: 'send' | 'request';
      amount: string;
      currency: string;
      note?: string;
    };
    state.payment = makeChatPayment({
      ...body,
      note: body.note ?? null,
      creator: me,
      viewer_role: 'creator',
      can_act: false,
      can_cancel: true,
      refusal: 'own_card',
      prepared_message: { id: 'prepared-1', expires_at: '2099-01-01T00:00:00Z' },
    });
    return state.payment;
  };
  const prepare = () => ({
    prepared_message: { id: 'prepared-2', expires_at: '2099-01-01T00:00:00Z' },
    unavailable_reason: null,
  });
  server.handlers.prepareChatPaymentMessage = prepare;
  // The bot's endpoint has the same path under another base: the fake server cannot tell them apart.
  server.handlers.recordBotPreparedMessage = prepare;
  return Object.assign(server, { cardState: state });
}

export function openChatPay(
  path: string,
  server: ReturnType<typeof createChatPayServer>,
  platform?: Platform,
  /** The history entry's state, as a browser keeps it across a reload. */
  state?: unknown,
) {
  return renderApp({
    path,
    ...(state === undefined ? {} : { state }),
    fetch: server.fetch,
    session: STORED_SESSION,
    storage: createMemoryStorage(),
    ...(platform ? { platform } : {}),
  });
}
