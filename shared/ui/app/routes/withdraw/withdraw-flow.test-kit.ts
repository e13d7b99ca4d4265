import { fireEvent, screen } from '@testing-library/react';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { renderApp } from '../../../test/render-app';
import { createWithdrawServer } from '../../../test/withdraw.test-kit';

// What the withdraw flow's tests share: two IBANs, the form opened on a fake server, an amount typed, the way to the confirm step.

export const GERMAN_IBAN = 'DE89 3704 0044 0532 0130 00';
export const BRAZILIAN_IBAN = 'BR1800360305000010009795493C1';

export async function openForm(server = createWithdrawServer()) {
  const view = renderApp({
    path: '/balances/withdraw/sepa/EUR/form',
    fetch: server.fetch,
    session: STORED_SESSION,
  });
  await screen.findByLabelText('Amount, EUR', undefined, { timeout: 5000 });
  return { ...view, server };
}

export function typeAmount(value: string) {
  fireEvent.change(screen.getByLabelText('Amount, EUR'), { target: { value } });
}

export const continueButton = () => screen.getByRole('button', { name: 'Continue' });

export async function toConfirm(server = createWithdrawServer(), amount = '5000') {
  const view = await openForm(server);
  typeAmount(amount);
  fireEvent.click(continueButton());
  fireEvent.change(await screen.findByLabelText('IBAN'), { target: { value: GERMAN_IBAN } });
  fireEvent.click(continueButton());
  await screen.findByRole('button', { name: 'Withdraw' });
  return view;
}
