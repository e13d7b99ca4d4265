import type { RequisiteView } from '@ferry/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { ADDRESS_REQUISITE, CARD_REQUISITE, SAVED_CARD } from '../../../test/saved.test-kit';

// Pages load lazily; on a busy machine the first one can take a few seconds.

function requisitesServer(initial: RequisiteView[] = [CARD_REQUISITE, ADDRESS_REQUISITE]) {
  const server = createAccountServer();
  let requisites = initial;
  server.handlers.listRequisites = () => ({ requisites });
  server.handlers.deleteRequisite = (request) => {
    // The card is used by a preset; the server refuses it.
    if (request.params.requisiteId === CARD_REQUISITE.id) return failure(409, 'RESERVED_REQUISITE');
    requisites = requisites.filter((requisite) => requisite.id !== request.params.requisiteId);
    return { deleted: true };
  };
  server.handlers.createRequisite = (request) => {
    const body = request.body as { kind: 'iban'; value: string; name?: string };
    const created: RequisiteView = {
      id: '3a1b2c3d-0000-4000-8000-000000000077',
      kind: body.kind,
      value: body.value,
      network: null,
      memo: null,
      name: body.name ?? null,
      created_at: '2026-03-04T10:00:00Z',
    };
    requisites = [created, ...requisites];
    return created;
  };
  return server;
}

describe('saved withdrawal details (/profile/details-for-withdrawals)', () => {
  it('refuses to delete details a preset uses with the spec message, and deletes free ones', async () => {
    const server = requisitesServer();
    renderApp({ path: '/profile/details-for-withdrawals', session: STORED_SESSION, fetch: server.fetch });
    const card = await screen.findByRole('article', { name: 'Card' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete these details?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      "These details are used by a preset and can't be deleted",
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'Card' })).toBeTruthy();

    const address = screen.getByRole('article', { name: 'Ledger' });
    expect(within(address).getByText('ERC20')).toBeTruthy();
    fireEvent.click(within(address).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ledger' })).toBeNull());
  });

  it('adds an IBAN after checking it on the client first', async () => {
    const server = requisitesServer([]);
    renderApp({ path: '/profile/details-for-withdrawals', session: STORED_SESSION, fetch: server.fetch });
    await screen.findByRole('heading', { name: 'No saved details' });
    fireEvent.click(screen.getByRole('button', { name: 'Add details' }));
    const dialog = await screen.findByRole('dialog', { name: 'New withdrawal details' });
    fireEvent.change(within(dialog).getByLabelText('IBAN'), { target: { value: 'DE00 1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(server.requestsTo('createRequisite')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('IBAN'), {
      target: { value: 'DE89 3704 0044 0532 0130 00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await screen.findByRole('article', { name: 'IBAN' });
    expect(server.requestsTo('createRequisite')[0]?.body).toEqual({
      kind: 'iban',
      value: 'DE89370400440532013000',
    });
  });
});

describe('saved cards (/profile/cards-for-deposits)', () => {
  it('shows mask, expiry and holder; deletes after asking', async () => {
    const server = createAccountServer();
    let cards = [SAVED_CARD];
    server.handlers.listCards = () => ({ cards });
    server.handlers.deleteCard = () => {
      cards = [];
      return { id: SAVED_CARD.id, is_deleted: true };
    };
    renderApp({ path: '/profile/cards-for-deposits', session: STORED_SESSION, fetch: server.fetch });
    const card = await screen.findByRole('article', { name: 'Visa •••• 4242' });
    expect(within(card).getByText('12 / 29')).toBeTruthy();
    expect(within(card).getByText('OLA NOWAK')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete the card ending in 4242?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'No saved cards' });
    expect(server.requestsTo('deleteCard')[0]?.params).toEqual({ cardId: SAVED_CARD.id });
  });
});
