import type { UtransactionView } from '@ferry/shared/contracts';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  resetExchangeDraft,
  useExchangePairStore,
} from '../../../features/exchange/stores/exchange-pair-store';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeTransaction } from '../../../test/withdraw.test-kit';
import { createVerificationServer, makeStep, makeVerification } from '../verification/verification.test-kit';
import { useJourneyReturns } from './journey-returns';

configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  act(() => {
    resetExchangeDraft();
    useJourneyReturns.setState({ byPlace: {} });
  });
  sessionStorage.clear();
});

/** Selling 540 USDT from the balance to a SEPA account: about €500. */
const SELL_QUOTE = {
  id: '5b0d7e8e-3d2a-4b52-9c1e-6f1b1d7a9a09',
  kind: 'exchange',
  from_currency: 'USDT',
  to_currency: 'EUR',
  from_payway: 'balance',
  to_payway: 'sepa',
  from_network: null,
  to_network: null,
  from_amount: '540',
  to_amount: '500',
  fee: '0.4',
  payin_fee: '0',
  exchange_fee: '0.4',
  fee_currency: 'USDT',
  to_fee: '1',
  network_fee: '0',
  rate: '0.926',
  limits: { from: { currency: 'USDT', min: '1', max: '100000', mult: null }, to: null },
  expires_at: '2099-11-25T12:00:30.000Z',
  created_at: '2026-11-25T12:00:00.000Z',
};

/** €500 asked of a starter profile: its €200 a day refuses it; the Basic level takes it. */
function starterRefusal(code = 'PAYOUT_DAILY_LIMIT_VIOLATION') {
  return failure(422, code, {
    limit_kind: 'verification_level',
    level: 'starter',
    direction: 'out',
    period: 'day',
    currency: 'EUR',
    limit: '200',
    used: '0',
    left: '200',
    amount: '500',
  });
}

const BASIC = () =>
  makeVerification({
    level: 'basic',
    steps: [
      makeStep('PHONE', 'COMPLETED'),
      makeStep('DECLARED_ADDRESS', 'COMPLETED'),
      makeStep('IDENTITY'),
      makeStep('ADDRESS'),
    ],
    next_level: {
      level: 'verified',
      missing_steps: ['IDENTITY'],
      limits: { in: { day: '10000', month: '50000' }, out: { day: '10000', month: '50000' } },
    },
  });

describe('the exchange over the level’s limit', () => {
  it('says so in the level’s words, walks to the level the amount needs and places the same exchange', {
    timeout: 30_000,
  }, async () => {
    const server = createVerificationServer();
    server.handlers.createQuote = () => SELL_QUOTE;
    server.handlers.listRequisites = () => ({ requisites: [] });
    let isVerified = false;
    server.handlers.createExchange = () =>
      isVerified ? makeTransaction({ id: 'FNZ47Q61RE8D1', type: 'EXCHANGE' }) : starterRefusal();
    act(() =>
      useExchangePairStore.setState({
        from: 'USDT',
        to: 'EUR',
        amount: '540',
        amountSide: 'from',
        fromPayway: 'balance',
        toPayway: 'sepa',
        requisite: { kind: 'new', value: 'DE89370400440532013000', network: null, memo: null, save: false },
      }),
    );
    const { router } = renderApp({ path: '/exchange/confirm', session: STORED_SESSION, fetch: server.fetch });
    const confirm = await screen.findByRole('button', { name: 'Confirm and pay' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    const notice = await screen.findByTestId('withdraw-level-limit');
    expect(notice.textContent).toContain('Your Starter level lets you move up to €200.00 a day');
    expect(notice.textContent).toContain('Left today: €200.00. This payment is worth €500.00.');
    expect(notice.textContent).toContain('Verify for the Basic level to move up to €1,000.00 a day');

    fireEvent.click(screen.getByRole('button', { name: 'Verify to raise your limit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange/verification/phone'));
    expect(await screen.findByLabelText('Phone number')).toBeTruthy();

    // Phone and declared data done: Basic takes the amount, so the journey ends here, not at identity.
    server.verification.state = BASIC();
    isVerified = true;
    act(() => void router.navigate('/exchange/declarative-personal-data'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange/confirm'));
    const again = await screen.findByRole('button', { name: 'Confirm and pay' });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(again);
    await waitFor(() => expect(router.state.location.pathname).toBe('/EXCHANGE/FNZ47Q61RE8D1'));
    const posts = server.requestsTo('createExchange');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    // The retry after verifying is a new order: the refusal stays under the first key.
    expect(posts[1]?.headers['Idempotency-Key']).not.toBe(posts[0]?.headers['Idempotency-Key']);
  });
});

describe('the unified transaction over the level’s limit', () => {
  it('walks the steps and comes back to the same order by its id', async () => {
    const ORDER_ID = 'a3c1e2d4-0000-4000-8000-000000000009';
    const order: UtransactionView = {
      id: ORDER_ID,
      type: 'UPAYOUT',
      step: 'confirm',
      currency: 'EUR',
      to_currency: null,
      amount: '500',
      payway: 'sepa',
      network: null,
      requisite: { value: 'DE89370400440532013000' },
      transaction_id: null,
      expires_at: '2099-01-01T00:00:00Z',
    };
    const server = createVerificationServer();
    server.handlers.getUtransaction = () => order;
    let isVerified = false;
    server.handlers.confirmUtransaction = () =>
      isVerified
        ? {
            utransaction: { ...order, step: 'done', transaction_id: 'tx-u-9' },
            transaction: makeTransaction({ id: 'tx-u-9', type: 'UPAYOUT' }),
          }
        : starterRefusal('PAYOUT_DAILY_LIMIT_VIOLATION');
    const { router } = renderApp({
      path: `/balances/utransaction/confirm?id=${ORDER_ID}`,
      session: STORED_SESSION,
      fetch: server.fetch,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const notice = await screen.findByTestId('withdraw-level-limit');
    expect(notice.textContent).toContain('This payment is worth €500.00.');
    // An order's amount is fixed: there is nothing to change it to.
    expect(screen.queryByRole('button', { name: 'Change the amount' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify to raise your limit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/balances/utransaction/verification/phone'),
    );

    server.verification.state = BASIC();
    isVerified = true;
    act(() => void router.navigate('/balances/utransaction/verification/personal-data'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/utransaction/confirm'));
    expect(router.state.location.search).toBe(`?id=${ORDER_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/balances/UPAYOUT/tx-u-9'));
  });
});
