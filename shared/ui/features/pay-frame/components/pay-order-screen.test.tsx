import { ApiError } from '@ferry/shared/api';
import type { PayOrder } from '@ferry/shared/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, renderApp } from '../../../test/render-app';
import { formatTimeLeft } from './expiry-countdown';
import { orderReturnAddress } from './pay-order-stages';

const order = (overrides: Partial<PayOrder> = {}): PayOrder => ({
  status: 'NEW',
  amount: '42.5',
  currency: 'EUR',
  merchant_reference: 'A-1042',
  merchant_name: 'shop.example',
  merchant_domain: 'shop.example',
  expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
  test_mode: false,
  payways: ['card', 'sepa'],
  return_url: 'https://shop.example/return',
  return_fail_url: null,
  payment: null,
  crypto: null,
  ...overrides,
});

const tonTarget = {
  currency: 'TON' as const,
  network: 'TON',
  address: 'UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI',
  memo: '1234567890',
  amount: '13.2456',
  received: '0',
  rate: '3.21',
  deep_link:
    'ton://transfer/UQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqEBI?amount=13245600000&text=1234567890',
  expires_at: new Date(Date.now() + 20 * 60_000).toISOString(),
};

describe('the pay frame’s order', () => {
  it('asks for the order’s TON target when crypto is chosen and shows what to send where', async () => {
    const api = createFakeApi((id) =>
      id === 'payPayOrder'
        ? order({ payways: ['card', 'sepa', 'crypto'], crypto: tonTarget })
        : order({ payways: ['card', 'sepa', 'crypto'] }),
    );
    renderApp({ path: '/order/tok', mode: 'pay-frame', api });
    fireEvent.click(await screen.findByRole('button', { name: /^Crypto/ }));
    expect((await screen.findByTestId('pay-crypto-memo')).textContent).toContain('1234567890');
    expect(screen.getByTestId('pay-crypto-address').textContent).toContain(tonTarget.address);
    expect(screen.getByTestId('pay-crypto-wallet-link').getAttribute('href')).toBe(tonTarget.deep_link);
    expect(screen.getByRole('button', { name: 'TON' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('pay-crypto-status').textContent).toContain('Waiting for your transfer');
  });

  it('shows a crypto transfer confirming while the order waits', async () => {
    const waiting = order({
      status: 'WAIT',
      crypto: { ...tonTarget, received: '13.2456' },
      payment: {
        status: 'PROCESSING',
        payway: 'crypto',
        next_action: null,
        bank_details: null,
        failure_code: null,
      },
    });
    renderApp({ path: '/order/tok', mode: 'pay-frame', api: createFakeApi(() => waiting) });
    expect((await screen.findByTestId('pay-crypto-status')).textContent).toContain(
      'waiting for network confirmations',
    );
    expect(screen.queryByRole('button', { name: 'USDT' })).toBeNull();
  });

  it('shows the merchant, the amount and the time left, then the pay-frame confirm screen for a card', async () => {
    const api = createFakeApi((id) => (id === 'getPayOrder' ? order() : {}));
    renderApp({ path: '/order/tok', mode: 'pay-frame', api });
    expect(await screen.findByText('Payment to shop.example')).toBeTruthy();
    expect(screen.getByTestId('pay-order-amount').textContent).toContain('42.50');
    expect(screen.getByTestId('pay-order-countdown').textContent).toMatch(/Pay within (19|20):\d\d/);

    fireEvent.click(screen.getByRole('button', { name: /^Card/ }));
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: '1239' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Guest Payer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByTestId('pay-order-summary');
    expect(summary.textContent).toContain('•••• 4242');
    expect(screen.getByRole('button', { name: /^Pay €42\.50/ })).toBeTruthy();
  });

  it('tells the payer the shop cannot take the payment when the shop’s level limit refuses it, never “your limit”', async () => {
    // What the server answers when the order's money in passes the shop's level (level-limits/enforce).
    const refusal = new ApiError({
      kind: 'response',
      status: 422,
      code: 'DAILY_LIMIT_EXCEEDED',
      message: 'DAILY_LIMIT_EXCEEDED',
      details: {
        limit_kind: 'verification_level',
        direction: 'in',
        level: 'starter',
        period: 'day',
        currency: 'EUR',
        limit: '200.000000000000000000',
        used: '180.000000000000000000',
        left: '20.000000000000000000',
        amount: '42.500000000000000000',
      },
    });
    const api = createFakeApi((id) => {
      if (id === 'payPayOrder') throw refusal;
      return order();
    });
    renderApp({ path: '/order/tok', mode: 'pay-frame', api });
    fireEvent.click(await screen.findByRole('button', { name: /^Card/ }));
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: '1239' } });
    fireEvent.change(screen.getByLabelText('CVV'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'Guest Payer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Pay €42\.50/ }));
    expect(await screen.findByText(/This shop can't take a payment this size right now/)).toBeTruthy();
    expect(screen.queryByText(/your daily/i)).toBeNull();
  });

  it.each([
    ['EXPIRED', 'This order has expired'],
    ['CANCELLED', 'This order was cancelled'],
  ] as const)('says an %s order cannot be paid and offers no method', async (status, heading) => {
    const api = createFakeApi(() => order({ status }));
    renderApp({ path: '/order/tok', mode: 'pay-frame', api });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Card/ })).toBeNull();
  });

  it('asks for the 3-D Secure code while the card payment waits for it', async () => {
    const waiting = order({
      status: 'WAIT',
      payment: {
        status: 'WAIT',
        payway: 'card',
        next_action: { type: 'three_ds', code_length: 4 },
        bank_details: null,
        failure_code: null,
      },
    });
    renderApp({ path: '/order/tok', mode: 'pay-frame', api: createFakeApi(() => waiting) });
    expect(await screen.findByRole('heading', { name: 'Confirm with your bank' })).toBeTruthy();
  });
});

describe('a bank transfer', () => {
  it('shows where to send the money while the order waits for it', async () => {
    const waiting = order({
      status: 'WAIT',
      payment: {
        status: 'WAIT',
        payway: 'sepa',
        next_action: { type: 'bank_transfer' },
        bank_details: {
          recipient: 'Ferry Sandbox Ltd',
          reference: 'FERRY-ABC123',
          country: 'LT',
          bank_name: 'Sandbox Bank',
          bank_address: 'Vilnius',
          bank_code: 'SNDBLT21',
          iban: 'LT601010012345678901',
        },
        failure_code: null,
      },
    });
    renderApp({ path: '/order/tok', mode: 'pay-frame', api: createFakeApi(() => waiting) });
    expect(await screen.findByRole('heading', { name: 'Send a bank transfer' })).toBeTruthy();
    expect(screen.getByText('FERRY-ABC123')).toBeTruthy();
    expect(screen.getByText('LT601010012345678901')).toBeTruthy();
    expect(screen.getByText('Waiting for the payment…')).toBeTruthy();
  });
});

describe('outside the pay frame', () => {
  it('shows no order: the full display answers page not found', async () => {
    const api = createFakeApi(() => order());
    renderApp({ path: '/order/tok', mode: 'display', api });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(api.call).not.toHaveBeenCalledWith(
      expect.objectContaining({ id: 'getPayOrder' }),
      expect.anything(),
    );
  });
});

describe('pay frame helpers', () => {
  it.each([
    [0, '0:00'],
    [-5_000, '0:00'],
    [59_001, '1:00'],
    [29 * 60_000 + 5_000, '29:05'],
    [3 * 3600_000 + 60_000, '3:01:00'],
  ])('writes %i ms left as %s', (leftMs, text) => {
    expect(formatTimeLeft(leftMs)).toBe(text);
  });

  it('sends a paid order back to return_url and an ended one to return_fail_url when there is one', () => {
    expect(orderReturnAddress(order({ status: 'DONE' }))).toBe(
      'https://shop.example/return?orderReference=A-1042&orderStatus=DONE',
    );
    expect(
      orderReturnAddress(order({ status: 'EXPIRED', return_fail_url: 'https://shop.example/failed' })),
    ).toBe('https://shop.example/failed?orderReference=A-1042&orderStatus=EXPIRED');
    expect(orderReturnAddress(order({ return_url: null }))).toBeNull();
  });

  it('makes no link of a return address that is not https (an order stored before the contract checked)', () => {
    expect(
      orderReturnAddress(order({ status: 'DONE', return_url: 'javascript:alert(document.domain)//' })),
    ).toBeNull();
    expect(orderReturnAddress(order({ status: 'EXPIRED', return_fail_url: 'data:text/html,hi' }))).toBeNull();
  });
});
