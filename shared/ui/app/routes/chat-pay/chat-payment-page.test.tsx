import type { ShareMessageOutcome } from '@ferry/shared/platform';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { createMemoryStorage, createTestBrowserPlatform } from '../../../test/fake-platform';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { createChatPayServer, makeChatPayment, openChatPay, PAYMENT_ID } from './chat-pay.test-kit';

configure({ asyncUtilTimeout: 8000 });

const CARD = `/pay/${PAYMENT_ID}`;

function state() {
  return screen.findByTestId('chat-pay-state');
}

describe('the card a chat link opens (/pay/:paymentId)', { timeout: 20_000 }, () => {
  it('the recipient reads who sends what and receives it with the one main action', async () => {
    const server = createChatPayServer();
    openChatPay(CARD, server);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Receive 10\.00\sUSDT from Anna$/ }),
    ).toBeTruthy();
    expect(screen.getByText('For the pizza')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /^You received 10\.00\sUSDT from Anna$/ }),
    ).toBeTruthy();
    expect(server.requestsTo('claimChatPayment')).toHaveLength(1);
    expect(server.requestsTo('claimChatPayment')[0]?.headers['Idempotency-Key']).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });

  // A sender without a name is stored nameless (or, before, as the English "Ferry user").
  it.each(['', 'Ferry user'])(
    'a sender without a name (%j) reads as the Polish fallback in Polish',
    async (name) => {
      const server = createChatPayServer({ payment: makeChatPayment({ creator: { display_name: name } }) });
      renderApp({
        path: CARD,
        fetch: server.fetch,
        session: STORED_SESSION,
        storage: createMemoryStorage(),
        language: 'pl',
      });
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toContain('Użytkownik Ferry');
      expect(heading.textContent).not.toContain('Ferry user');
    },
  );

  it('a stranger on a card someone else already received reads so, with nothing to press', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({ status: 'claimed', can_act: false, refusal: 'already_claimed' }),
    });
    openChatPay(CARD, server);
    expect((await state()).textContent).toBe('Someone else already received this money');
    expect(screen.getByRole('heading', { level: 1, name: /^Anna sent 10\.00\sUSDT$/ })).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
  });

  it.each([
    ['cancelled', 'Anna cancelled this card'],
    ['returned', 'Nobody received it in time, so the money went back to Anna'],
    ['expired', 'This card has expired'],
  ] as const)('a stranger on a %s card reads why', async (refusal, text) => {
    const server = createChatPayServer({
      payment: makeChatPayment({ status: refusal, can_act: false, refusal }),
    });
    openChatPay(CARD, server);
    expect((await state()).textContent).toBe(text);
  });

  it('a claim that lost the race says the money went to someone else, and the card shows it', async () => {
    const server = createChatPayServer();
    server.handlers.claimChatPayment = () => {
      server.cardState.payment = makeChatPayment({
        status: 'claimed',
        can_act: false,
        refusal: 'already_claimed',
      });
      throw failure(409, 'CONFLICT_ERROR', { reason: 'already_claimed' });
    };
    openChatPay(CARD, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }));
    expect((await state()).textContent).toBe('Someone else already received this money');
  });

  it('the sender sees it waiting with the date it returns, and cancels it', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({
        viewer_role: 'creator',
        can_act: false,
        can_cancel: true,
        refusal: 'own_card',
      }),
    });
    openChatPay(CARD, server);
    expect(await screen.findByRole('heading', { level: 1, name: /^You sent 10\.00\sUSDT$/ })).toBeTruthy();
    expect((await state()).textContent).toBe('Waiting for someone to receive it');
    expect(screen.getByText('Returns to your balance by itself on December 12, 2026')).toBeTruthy();
    // The web cannot open Telegram's chat picker: the link is there to copy.
    expect(screen.getByText(`https://t.me/ferry_bot/app?startapp=pay_${PAYMENT_ID}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this card?' });
    expect(dialog.textContent).toMatch(/10\.00\sUSDT held for it returns to your balance at once/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel card' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await state()).textContent).toBe('Cancelled. The money is back on your balance');
    expect(screen.queryByRole('button', { name: 'Cancel card' })).toBeNull();
  });

  it('the sender’s open card turns to "received" by itself when someone claims it elsewhere', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({
        viewer_role: 'creator',
        can_act: false,
        can_cancel: true,
        refusal: 'own_card',
      }),
    });
    openChatPay(CARD, server);
    expect((await state()).textContent).toBe('Waiting for someone to receive it');
    server.cardState.payment = makeChatPayment({
      viewer_role: 'creator',
      status: 'claimed',
      counterparty: { display_name: 'Bohdan' },
      settled_at: '2026-11-28T11:00:00Z',
      can_act: false,
      refusal: 'already_claimed',
    });
    await waitFor(
      () => expect(screen.getByTestId('chat-pay-state').textContent).toMatch(/^Received by Bohdan/),
      {
        timeout: 10_000,
      },
    );
  });

  it('the sender of a received card reads who received it', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({
        viewer_role: 'creator',
        status: 'claimed',
        counterparty: { display_name: 'Bohdan' },
        settled_at: '2026-11-28T11:00:00Z',
        can_act: false,
        refusal: 'already_claimed',
      }),
    });
    openChatPay(CARD, server);
    expect((await state()).textContent).toBe('Received by Bohdan on November 28, 2026');
  });

  it('a request is paid after the usual confirm that says what leaves the balance', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({
        kind: 'request',
        amount: '15',
        currency: 'EUR',
        creator: { display_name: 'Olena' },
      }),
    });
    openChatPay(CARD, server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay €15.00 to Olena' })).toBeTruthy();
    expect(await screen.findByText('Available: €250.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €15.00' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pay €15.00 to Olena?' });
    expect(dialog.textContent).toContain('Leaves your balance€15.00');
    expect(server.requestsTo('payChatPayment')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You paid €15.00 to Olena' })).toBeTruthy();
    expect(server.requestsTo('payChatPayment')).toHaveLength(1);
  });

  it('a request asks for the two-factor code where transfers ask, and pays with it', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({
        kind: 'request',
        amount: '15',
        currency: 'EUR',
        creator: { display_name: 'Olena' },
      }),
    });
    const pay = server.handlers.payChatPayment;
    server.handlers.payChatPayment = (request) =>
      request.headers['Auth-2FA-Token'] === '123456'
        ? pay?.(request)
        : failure(403, 'AUTH_2FA_REQUIRED', { scope: 'transfers' });
    openChatPay(CARD, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay €15.00' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Pay €15.00 to Olena?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Pay' }));
    const twoFactor = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    fireEvent.change(within(twoFactor).getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(within(twoFactor).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'You paid €15.00 to Olena' })).toBeTruthy();
    const sent = server.requestsTo('payChatPayment');
    expect(sent.map((request) => request.headers['Auth-2FA-Token'] ?? null)).toEqual([null, '123456']);
    // The retry is the same payment: one idempotency key for both calls.
    expect(sent[1]?.headers['Idempotency-Key']).toBe(sent[0]?.headers['Idempotency-Key']);
  });

  it('a cancelled two-factor prompt pays nothing and leaves the confirm open without an error', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({
        kind: 'request',
        amount: '15',
        currency: 'EUR',
        creator: { display_name: 'Olena' },
      }),
    });
    server.handlers.payChatPayment = () => failure(403, 'AUTH_2FA_REQUIRED', { scope: 'transfers' });
    openChatPay(CARD, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay €15.00' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Pay €15.00 to Olena?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Pay' }));
    const twoFactor = await screen.findByRole('dialog', { name: 'Two-factor authentication' });
    fireEvent.click(within(twoFactor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Two-factor authentication' })).toBeNull(),
    );
    expect(server.requestsTo('payChatPayment')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Pay €15.00 to Olena' })).toBeTruthy();
    expect(within(screen.getByRole('alertdialog')).queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('a request the payer cannot afford says so in the confirm', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({ kind: 'request', amount: '15', currency: 'EUR' }),
    });
    server.handlers.payChatPayment = () => failure(400, 'INSUFFICIENT_BALANCE');
    openChatPay(CARD, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay €15.00' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).not.toBe(''));
  });

  it('an unknown card says it was not found', async () => {
    openChatPay('/pay/ZZZZZZZZZZZZZZZZZZZZ', createChatPayServer());
    expect(await screen.findByRole('heading', { name: 'Card not found' })).toBeTruthy();
  });

  it('in the mini-app the sender shares through Telegram’s chat picker, preparing again a message that expired', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({
        viewer_role: 'creator',
        can_act: false,
        can_cancel: true,
        refusal: 'own_card',
        prepared_message: { id: 'prepared-1', expires_at: '2099-01-01T00:00:00Z' },
      }),
    });
    const base = createTestBrowserPlatform();
    const shareMessage = vi.fn(
      async (id: string): Promise<ShareMessageOutcome> => (id === 'prepared-1' ? 'expired' : 'sent'),
    );
    openChatPay(CARD, server, { ...base, shareMessage });
    fireEvent.click(await screen.findByRole('button', { name: 'Share again' }));
    await waitFor(() =>
      expect(shareMessage.mock.calls.map(([id]) => id)).toEqual(['prepared-1', 'prepared-2']),
    );
    expect(
      server.requestsTo('prepareChatPaymentMessage').length +
        server.requestsTo('recordBotPreparedMessage').length,
    ).toBe(1);
  });

  it('a declined chat picker leaves the card waiting, to share later', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({
        viewer_role: 'creator',
        can_act: false,
        can_cancel: true,
        prepared_message: { id: 'prepared-1', expires_at: '2099-01-01T00:00:00Z' },
      }),
    });
    const base = createTestBrowserPlatform();
    openChatPay(CARD, server, { ...base, shareMessage: async () => 'declined' as const });
    fireEvent.click(await screen.findByRole('button', { name: 'Share again' }));
    expect(await screen.findByText("Not shared yet. Share it when you're ready")).toBeTruthy();
  });
  it.each([
    [
      'bot_unreachable',
      "Our bot can't reach you in Telegram (it's blocked or was never started), so it can't prepare the card for the chat picker. Your money stays held for this card: share its link instead, or cancel the card to get the money back at once.",
    ],
    [
      'bot_silent',
      "The chat picker isn't ready right now. Share the card's link instead: it works the same.",
    ],
  ] as const)(
    'with no prepared message (%s) the sender reads why and shares the link through Telegram',
    async (reason, text) => {
      const server = createChatPayServer({
        payment: makeChatPayment({
          viewer_role: 'creator',
          can_act: false,
          can_cancel: true,
          refusal: 'own_card',
        }),
      });
      const none = () => ({ prepared_message: null, unavailable_reason: reason });
      server.handlers.prepareChatPaymentMessage = none;
      server.handlers.recordBotPreparedMessage = none;
      const shareMessage = vi.fn(async (): Promise<ShareMessageOutcome> => 'sent');
      const openTelegramLink = vi.fn();
      openChatPay(CARD, server, { ...createTestBrowserPlatform(), shareMessage, openTelegramLink });
      fireEvent.click(await screen.findByRole('button', { name: 'Share again' }));
      expect((await screen.findByTestId('chat-pay-share-unavailable')).textContent).toBe(text);
      expect(shareMessage).not.toHaveBeenCalled();
      fireEvent.click(await screen.findByRole('button', { name: 'Share link in Telegram' }));
      const link = `https://t.me/ferry_bot/app?startapp=pay_${PAYMENT_ID}`;
      expect(openTelegramLink).toHaveBeenCalledWith(
        `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent('Receive 10.00\u00a0USDT from Anna')}`,
      );
      // The card still waits, its link is there to copy, and the money can come back at once.
      expect(screen.getByText(link)).toBeTruthy();
      expect(screen.getByTestId('chat-pay-state').textContent).toBe('Waiting for someone to receive it');
      expect(screen.getByRole('button', { name: 'Cancel card' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Share again' })).toBeNull();
    },
  );

  it('a card with no link (no bot username set) and no prepared message offers only Cancel, and says so', async () => {
    const server = createChatPayServer({
      payment: makeChatPayment({
        viewer_role: 'creator',
        can_act: false,
        can_cancel: true,
        refusal: 'own_card',
        share_link: null,
      }),
    });
    const none = () => ({ prepared_message: null, unavailable_reason: 'bot_unreachable' });
    server.handlers.prepareChatPaymentMessage = none;
    server.handlers.recordBotPreparedMessage = none;
    const shareMessage = async (): Promise<ShareMessageOutcome> => 'sent';
    openChatPay(CARD, server, { ...createTestBrowserPlatform(), shareMessage });
    fireEvent.click(await screen.findByRole('button', { name: 'Share again' }));
    expect((await screen.findByTestId('chat-pay-share-unavailable')).textContent).toMatch(
      /^This card has no link/,
    );
    expect(screen.queryByRole('button', { name: 'Share link in Telegram' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel card' })).toBeTruthy();
  });
});
