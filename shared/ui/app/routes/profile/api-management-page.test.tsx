import type { ApiKey } from '@ferry/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAccountServer, makeApiKey, PROFILE_ID, STORED_SESSION } from '../../../test/account.test-kit';
import { failure, fieldFailure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const SECRET = 'sk_live_0123456789abcdef0123456789abcdef';
const ED25519_PUBLIC_KEY = 'O2onvM62pC1io6jQKm8Nc2UyFXcd4kOmOsBIoYtZ2ik=';

/** The server stores the comma list the form sends as a list. */
function toStored(body: Record<string, unknown>): Partial<ApiKey> {
  const { ip_addresses: ipList, ...rest } = body;
  if (typeof ipList !== 'string') return rest as Partial<ApiKey>;
  const ip_addresses = ipList
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { ...rest, ip_addresses } as Partial<ApiKey>;
}

function keysServer(initial: ApiKey[] = []) {
  const server = createAccountServer();
  let keys = initial;
  server.handlers.listApiKeys = () => ({ api_keys: keys });
  server.handlers.createApiKey = (request) => {
    const body = toStored(request.body as Record<string, unknown>);
    const created = makeApiKey({ ...body, id: '7a1b2c3d-0000-4000-8000-000000000009', key: 'pk_live_new' });
    keys = [...keys, created];
    return { api_key: created, secret: SECRET };
  };
  server.handlers.updateApiKey = (request) => {
    const updated = { ...keys[0], ...toStored(request.body as Record<string, unknown>) } as ApiKey;
    keys = [updated];
    return updated;
  };
  server.handlers.deleteApiKey = () => {
    keys = [];
    return { deleted: true };
  };
  return server;
}

async function openKeys(server = keysServer()) {
  const view = renderApp({ path: '/profile/api-management', fetch: server.fetch, session: STORED_SESSION });
  await screen.findByRole('heading', { level: 1, name: 'API management' });
  return { ...view, server };
}

function formDialog(name = 'New API key') {
  return screen.getByRole('dialog', { name });
}

describe('API management (spec 001 §3, §6)', () => {
  it('an empty list says what keys are for and offers to create one', async () => {
    await openKeys();
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Create API key' })).toBeTruthy();
  });

  it('lists each key with type, public key, dates and domain state, asking for the profile’s keys', async () => {
    const widget = makeApiKey({
      type: 'widget',
      name: 'Site widget',
      domain: 'shop.example.com',
      domain_status: 'failed',
      last_used_at: '2026-02-03T08:15:00Z',
      is_test_mode: true,
    });
    const { server } = await openKeys(keysServer([widget]));
    const card = (await screen.findByRole('heading', { name: 'Site widget' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Widget')).toBeTruthy();
    expect(within(card).getByText('Test mode')).toBeTruthy();
    expect(within(card).getByText('pk_live_7a1b2c3d')).toBeTruthy();
    expect(within(card).getByText('Verification failed')).toBeTruthy();
    // Created and last used, as dd/MM/yyyy HH:mm in local time.
    expect(within(card).getAllByText(/^\d{2}\/02\/2026 \d{2}:\d{2}$/, { selector: 'dd' })).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Check domain again' })).toBeTruthy();
    expect(server.requestsTo('listApiKeys')[0]?.headers['Profile-Id']).toBe(PROFILE_ID);
  });

  it('a load failure offers a retry', async () => {
    const server = keysServer();
    server.handlers.listApiKeys = () => failure(500, 'INTERNAL_ERROR');
    await openKeys(server);
    expect(await screen.findByRole('heading', { name: 'Couldn’t load your API keys' })).toBeTruthy();
    server.handlers.listApiKeys = () => ({ api_keys: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeTruthy();
  });

  it('creates a key with the type’s permissions and shows its secret once', async () => {
    const { server } = await openKeys();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = formDialog();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Shop backend' } });
    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'widget' } });
    expect(within(form).queryByLabelText('Read withdrawals')).toBeNull();
    fireEvent.click(within(form).getByLabelText('Get currencies'));
    fireEvent.change(within(form).getByLabelText('Website domain'), {
      target: { value: 'shop.example.com' },
    });
    fireEvent.change(within(form).getByLabelText('Allowed IP addresses'), {
      target: { value: '203.0.113.7, 2001:db8::1' },
    });
    fireEvent.click(within(form).getByLabelText('Test mode'));
    fireEvent.click(within(form).getByRole('button', { name: 'Create API key' }));

    const secretPanel = await screen.findByRole('dialog', { name: '“Shop backend” is ready' });
    expect(within(secretPanel).getByTestId('api-key-secret').textContent).toBe(SECRET);
    expect(
      within(secretPanel).getByText('Copy the secret key now and keep it safe. You won’t see it again.'),
    ).toBeTruthy();
    expect(server.requestsTo('createApiKey')[0]?.body).toEqual({
      name: 'Shop backend',
      type: 'widget',
      permissions: ['get_currencies'],
      ip_addresses: '203.0.113.7, 2001:db8::1',
      domain: 'shop.example.com',
      is_test_mode: true,
      is_advanced: false,
      is_white_label: false,
      signature_scheme: 'hmac-sha256',
      ed25519_public_key: null,
    });

    fireEvent.click(within(secretPanel).getByRole('button', { name: 'I’ve saved it' }));
    expect(await screen.findByRole('heading', { name: 'Shop backend' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it.each([
    ['Name', 'A', 'Minimum 2 characters'],
    ['Name', '😀', 'Invalid character'],
    ['Name', 'Shop 🛒', 'Invalid character'],
    ['Allowed IP addresses', '10.0.0.1, 300.1.1.1', 'Invalid IP address: 300.1.1.1'],
    ['Allowed IP addresses', '1.2.3.4, not-an-ip, 999.1.1.1', 'Invalid IP addresses: not-an-ip, 999.1.1.1'],
  ])('checks %s before sending: %j → %s', async (label, value, message) => {
    const { server } = await openKeys();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = formDialog();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Valid name' } });
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
    expect(server.requestsTo('createApiKey')).toHaveLength(0);
  });

  it('puts the server’s field refusal under its field', async () => {
    const server = keysServer();
    server.handlers.createApiKey = () => fieldFailure('name', 'validation.nameUsed');
    await openKeys(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = formDialog();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Duplicate' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This name is already used');
  });

  it('creates an Ed25519 key with the pasted public key; its secret is named for callbacks', async () => {
    const { server } = await openKeys();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = formDialog();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Signed backend' } });
    expect(within(form).queryByLabelText('Ed25519 public key')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Request signing'), { target: { value: 'ed25519' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Field is required');
    expect(server.requestsTo('createApiKey')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Ed25519 public key'), {
      target: { value: ` ${ED25519_PUBLIC_KEY} ` },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create API key' }));
    const secretPanel = await screen.findByRole('dialog', { name: '“Signed backend” is ready' });
    expect(server.requestsTo('createApiKey')[0]?.body).toMatchObject({
      signature_scheme: 'ed25519',
      ed25519_public_key: ED25519_PUBLIC_KEY,
    });
    expect(within(secretPanel).getByText('Callback secret')).toBeTruthy();
    expect(within(secretPanel).getByText(/^Sign requests with your Ed25519 private key\./)).toBeTruthy();
    fireEvent.click(within(secretPanel).getByRole('button', { name: 'I’ve saved it' }));

    const card = (await screen.findByRole('heading', { name: 'Signed backend' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Ed25519 with your own key pair')).toBeTruthy();
    expect(within(card).getByText(ED25519_PUBLIC_KEY)).toBeTruthy();
  });

  it('forgets the public key field when the scheme goes back to HMAC', async () => {
    const { server } = await openKeys();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = formDialog();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Changed mind' } });
    fireEvent.change(within(form).getByLabelText('Request signing'), { target: { value: 'ed25519' } });
    fireEvent.change(within(form).getByLabelText('Request signing'), { target: { value: 'hmac-sha256' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create API key' }));
    await screen.findByRole('dialog', { name: '“Changed mind” is ready' });
    expect(server.requestsTo('createApiKey')[0]?.body).toMatchObject({
      signature_scheme: 'hmac-sha256',
      ed25519_public_key: null,
    });
  });

  it('puts the server’s refusal of the public key under its field', async () => {
    const server = keysServer();
    server.handlers.createApiKey = () => fieldFailure('ed25519_public_key', 'validation.ed25519PublicKey');
    await openKeys(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = formDialog();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Signed backend' } });
    fireEvent.change(within(form).getByLabelText('Request signing'), { target: { value: 'ed25519' } });
    fireEvent.change(within(form).getByLabelText('Ed25519 public key'), { target: { value: 'not a key' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create API key' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Paste an Ed25519 public key: 32 bytes in hex or base64, or a PEM');
    expect(within(form).getByLabelText('Ed25519 public key').getAttribute('aria-invalid')).toBe('true');
  });

  it('closing a changed form asks "Discard changes?"; Keep editing keeps what was typed', async () => {
    const { platform } = await openKeys();
    const setClosingConfirmation = vi.spyOn(platform, 'setClosingConfirmation');
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    fireEvent.change(within(formDialog()).getByLabelText('Name'), { target: { value: 'Half done' } });
    // Closing the page now warns too.
    await waitFor(() => expect(setClosingConfirmation).toHaveBeenLastCalledWith(true));
    fireEvent.click(within(formDialog()).getByRole('button', { name: 'Cancel' }));
    const ask = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect((within(formDialog()).getByLabelText('Name') as HTMLInputElement).value).toBe('Half done');

    fireEvent.keyDown(formDialog(), { key: 'Escape' });
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close & Discard' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(setClosingConfirmation).toHaveBeenLastCalledWith(false);
  });

  it('an untouched form closes without asking', async () => {
    await openKeys();
    fireEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    fireEvent.click(within(formDialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renames a key; its type and signing scheme stay fixed', async () => {
    const { server } = await openKeys(keysServer([makeApiKey()]));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = formDialog('Edit API key');
    expect((within(form).getByLabelText('Type') as HTMLSelectElement).disabled).toBe(true);
    expect((within(form).getByLabelText('Request signing') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Renamed' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Renamed' })).toBeTruthy();
    expect(server.requestsTo('updateApiKey')[0]).toMatchObject({
      params: { apiKeyId: makeApiKey().id },
      body: { name: 'Renamed', permissions: ['get_currencies'] },
    });
  });

  it('deletes a key after confirming', async () => {
    const { server } = await openKeys(keysServer([makeApiKey()]));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete “Shop backend”?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No API keys yet' })).toBeTruthy();
    expect(server.requestsTo('deleteApiKey')).toHaveLength(1);
  });
});
