import type { PresetView } from '@ferry/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { ADDRESS_REQUISITE, CARD_REQUISITE, makePreset } from '../../../test/saved.test-kit';

// Pages load lazily; on a busy machine the first one can take a few seconds.

/** A server keeping presets in memory: PATCH flips their status as the real one does. */
function presetsServer(initial: PresetView[] = [makePreset()]) {
  const server = createAccountServer();
  let presets = initial;
  server.handlers.listPresets = (request) => {
    const status = request.query.get('status');
    return { presets: status ? presets.filter((preset) => preset.status === status) : presets };
  };
  server.handlers.listRequisites = () => ({ requisites: [CARD_REQUISITE, ADDRESS_REQUISITE] });
  server.handlers.updatePreset = (request) => {
    const body = request.body as { is_archived?: boolean; first_name?: string; last_name?: string };
    const id = request.params.presetId;
    presets = presets.map((preset) => {
      if (preset.id !== id) return preset;
      const { is_archived: isArchived, ...names } = body;
      const status = isArchived === undefined ? preset.status : isArchived ? 'archived' : 'active';
      return { ...preset, ...names, status };
    });
    return presets.find((preset) => preset.id === id);
  };
  server.handlers.createPreset = (request) => {
    const body = request.body as Record<string, string>;
    const created = makePreset({
      id: '5c1b2c3d-0000-4000-8000-000000000009',
      kind: body.kind as PresetView['kind'],
      first_name: body.first_name as string,
      last_name: body.last_name as string,
      from_currency: body.from_currency as string,
      to_currency: body.to_currency as string,
    });
    presets = [created, ...presets];
    return created;
  };
  return server;
}

describe('presets (spec 001 §3: active and archived)', () => {
  it('lists active presets with pair and masked requisite; archive moves one to the archive', async () => {
    const server = presetsServer();
    renderApp({ path: '/presets', session: STORED_SESSION, fetch: server.fetch });
    const card = await screen.findByRole('article', { name: 'Taras Shevchenko' });
    expect(within(card).getByText('USDT → EUR')).toBeTruthy();
    expect(within(card).getByText('•••• 4242')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Archive' }));
    await screen.findByRole('heading', { name: 'No presets yet' });
    expect(server.requestsTo('updatePreset')[0]?.body).toEqual({ is_archived: true });
  });

  it('the archive lists archived presets and unarchive brings one back', async () => {
    const server = presetsServer([makePreset({ status: 'archived' })]);
    renderApp({ path: '/presets/archive', session: STORED_SESSION, fetch: server.fetch });
    const card = await screen.findByRole('article', { name: 'Taras Shevchenko' });
    expect(within(card).queryByRole('button', { name: 'Use' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Unarchive' }));
    await screen.findByRole('heading', { name: 'Nothing archived' });
    expect(server.requestsTo('updatePreset')[0]?.body).toEqual({ is_archived: false });
  });

  it('"Use" opens the exchange with the preset named', async () => {
    const server = presetsServer();
    const { router } = renderApp({ path: '/presets', session: STORED_SESSION, fetch: server.fetch });
    const card = await screen.findByRole('article', { name: 'Taras Shevchenko' });
    // The exchange reads the preset and drops the parameter at once, so the navigation is caught
    // as it happens rather than read from wherever the router has got to.
    const visited: string[] = [];
    const stop = router.subscribe((state) =>
      visited.push(`${state.location.pathname}${state.location.search}`),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exchange'));
    stop();
    expect(visited).toContain(`/exchange?preset=${makePreset().id}`);
  });

  it('creates a preset over saved details, checking names before sending', async () => {
    const server = presetsServer([]);
    const { router } = renderApp({ path: '/presets', session: STORED_SESSION, fetch: server.fetch });
    await screen.findByRole('heading', { name: 'No presets yet' });
    fireEvent.click(await screen.findByRole('button', { name: 'New preset' }));
    const dialog = await screen.findByRole('dialog', { name: 'New preset' });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'T' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    expect(await within(dialog).findAllByRole('alert')).not.toHaveLength(0);
    expect(server.requestsTo('createPreset')).toHaveLength(0);
    // Only a card or an IBAN can receive fiat: the address is not offered.
    const requisite = within(dialog).getByLabelText('Pay out to') as HTMLSelectElement;
    expect([...requisite.options].map((option) => option.value)).toEqual(['', CARD_REQUISITE.id]);
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Lesya' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Ukrainka' } });
    fireEvent.change(requisite, { target: { value: CARD_REQUISITE.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save preset' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/preset/5c1b2c3d-0000-4000-8000-000000000009'),
    );
    expect(server.requestsTo('createPreset')[0]?.body).toEqual({
      kind: 'crypto_to_fiat',
      first_name: 'Lesya',
      last_name: 'Ukrainka',
      from_currency: 'USDT',
      to_currency: 'EUR',
      requisite_id: CARD_REQUISITE.id,
    });
  });

  it('the preset screen archives, unarchives and renames', async () => {
    const server = presetsServer();
    renderApp({ path: `/preset/${makePreset().id}`, session: STORED_SESSION, fetch: server.fetch });
    await screen.findByRole('heading', { level: 2, name: 'Taras Shevchenko' });
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await screen.findByText('Archived');
    fireEvent.click(await screen.findByRole('button', { name: 'Unarchive' }));
    await screen.findByText('Active');
    fireEvent.click(screen.getByRole('button', { name: 'Change name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change name' });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Ivan' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Franko' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 2, name: 'Ivan Franko' });
    expect(server.requestsTo('updatePreset').map((request) => request.body)).toEqual([
      { is_archived: true },
      { is_archived: false },
      { first_name: 'Ivan', last_name: 'Franko' },
    ]);
  });

  it('an unknown preset says so', async () => {
    const server = presetsServer();
    renderApp({
      path: '/preset/5c1b2c3d-0000-4000-8000-00000000ffff',
      session: STORED_SESSION,
      fetch: server.fetch,
    });
    await screen.findByRole('heading', { name: 'Preset not found' });
  });

  it('a failed load offers a retry', async () => {
    const server = presetsServer();
    server.handlers.listPresets = () => failure(500, 'INTERNAL_ERROR');
    renderApp({ path: '/presets', session: STORED_SESSION, fetch: server.fetch });
    await screen.findByRole('heading', { name: "Couldn't load presets" });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
