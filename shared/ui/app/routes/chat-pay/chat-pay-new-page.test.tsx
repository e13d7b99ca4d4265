import type { ShareMessageOutcome } from '@ferry/shared/platform';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createTestBrowserPlatform } from '../../../test/fake-platform';
import { failure } from '../../../test/fake-server';
import { createChatPayServer, openChatPay, PAYMENT_ID } from './chat-pay.test-kit';

configure({ asyncUtilTimeout: 8000 });

async function fillForm(amount: string, note?: string) {
  const form = await screen.findByRole('form', { name: 'Card' });
  fireEvent.change(within(form).getByLabelText('Amount, USDT'), { target: { value: amount } });
  if (note) fireEvent.change(within(form).getByLabelText('Note (optional)'), { target: { value: note } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('making a card (/pay/send, /pay/request)', { timeout: 20_000 }, () => {
  it('send: what is available, one confirm with exactly what leaves the balance and no fee, then the card', async () => {
    const server = createChatPayServer();
    const { router } = openChatPay('/pay/send', server);
    const form = await screen.findByRole('form', { name: 'Card' });
    expect(within(form).getByText(/Available:/).textContent).toMatch(/40\.00\sUSDT/);
    await fillForm('10', 'For the pizza');
    const confirm = await screen.findByRole('region', { name: 'Check the card' });
    const text = (confirm.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('They receive10.00 USDT');
    expect(text).toContain('FeeNone');
    expect(text).toContain('Leaves your balance10.00 USDT');
    expect(text).toContain('NoteFor the pizza');
    expect(server.requestsTo('createChatPayment')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^Send 10\.00\sUSDT$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pay/${PAYMENT_ID}`));
    expect(server.requestsTo('createChatPayment')[0]?.body).toEqual({
      kind: 'send',
      amount: '10',
      currency: 'USDT',
      note: 'For the pizza',
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^You sent 10\.00\sUSDT$/ })).toBeTruthy();
  });

  it('the chat picker opens on the create action only: a reload of the card shows it with "Share again"', async () => {
    const server = createChatPayServer();
    const shareMessage = vi.fn(async (): Promise<ShareMessageOutcome> => 'declined');
    const platform = { ...createTestBrowserPlatform(), shareMessage };
    const { router } = openChatPay('/pay/send', server, platform);
    await fillForm('10');
    fireEvent.click(await screen.findByRole('button', { name: /^Send 10\.00\sUSDT$/ }));
    await waitFor(() => expect(shareMessage).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Share in a chat' })).toBeTruthy();
    const { pathname, state } = router.state.location;

    // The reload: the same history entry, as the browser keeps it, in a fresh app.
    cleanup();
    openChatPay(pathname, server, platform, state);
    expect((await screen.findByTestId('chat-pay-state')).textContent).toBe(
      'Waiting for someone to receive it',
    );
    expect(await screen.findByRole('button', { name: 'Share again' })).toBeTruthy();
    expect(shareMessage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Share again' }));
    await waitFor(() => expect(shareMessage).toHaveBeenCalledTimes(2));
  });

  it('send: more than available is refused before anything is made', async () => {
    const server = createChatPayServer();
    openChatPay('/pay/send', server);
    await fillForm('50');
    expect(await screen.findByText(/^You have 40\.00\sUSDT available$/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Check the card' })).toBeNull();
  });

  it('request: nothing leaves the balance, and the card asks for the amount', async () => {
    const server = createChatPayServer();
    const { router } = openChatPay('/pay/request', server);
    await fillForm('15');
    const confirm = await screen.findByRole('region', { name: 'Check the card' });
    expect((confirm.textContent ?? '').replace(/\u00a0/g, ' ')).toContain('Leaves your balanceNothing');
    fireEvent.click(screen.getByRole('button', { name: /^Request 15\.00\sUSDT$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pay/${PAYMENT_ID}`));
    expect(server.requestsTo('createChatPayment')[0]?.body).toMatchObject({ kind: 'request', amount: '15' });
  });

  it('a refusal from the server stays on the confirm with its reason', async () => {
    const server = createChatPayServer();
    server.handlers.createChatPayment = () => failure(400, 'INSUFFICIENT_BALANCE');
    openChatPay('/pay/send', server);
    await fillForm('10');
    fireEvent.click(await screen.findByRole('button', { name: /^Send 10\.00\sUSDT$/ }));
    const confirm = await screen.findByRole('region', { name: 'Check the card' });
    await waitFor(() => expect(within(confirm).getByRole('alert').textContent).not.toBe(''));
  });

  it('with no money yet, send leads to a deposit', async () => {
    const server = createChatPayServer({ balances: [] });
    openChatPay('/pay/send', server);
    expect(await screen.findByRole('heading', { name: 'Nothing to send yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeTruthy();
  });
});

describe('the list (/pay)', { timeout: 20_000 }, () => {
  it('shows Send, Request and the user’s cards with their states', async () => {
    const server = createChatPayServer();
    openChatPay('/pay', server);
    expect(await screen.findByRole('link', { name: 'Send' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request' })).toBeTruthy();
    const row = await screen.findByTestId('chat-pay-row');
    expect(row.getAttribute('href')).toBe(`/pay/${PAYMENT_ID}`);
    expect(row.textContent).toContain('From Anna');
    expect(row.textContent).toContain('Waiting');
  });
});
