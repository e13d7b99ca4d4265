import type { MerchantWebhookDelivery, MerchantWebhookEndpoint } from '@ferry/shared/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, makeApiKey, STORED_SESSION } from '../../../test/account.test-kit';
import { fieldFailure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const KEY = makeApiKey({ name: 'Shop backend' });
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const ROTATED = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
const URL_SET = 'https://shop.example.com/hooks/ferry';

const ENDPOINT: MerchantWebhookEndpoint = {
  url: URL_SET,
  previous_secret_until: null,
  created_at: '2026-02-01T10:00:00Z',
  updated_at: '2026-02-01T10:00:00Z',
};

const DELIVERY: MerchantWebhookDelivery = {
  id: 'msg_42',
  event_type: 'transaction.status_changed',
  target_url: null,
  state: 'delivered',
  created_at: '2026-02-03T08:15:00Z',
  next_attempt_at: null,
  payload: { type: 'transaction.status_changed', data: { status: 'DONE' } },
  attempts: [
    {
      attempt: 3,
      is_resend: false,
      started_at: '2026-02-03T08:20:06Z',
      status_code: 200,
      error: null,
      response_ms: 84,
      next_retry_at: null,
    },
    {
      attempt: 2,
      is_resend: false,
      started_at: '2026-02-03T08:15:05Z',
      status_code: 500,
      error: 'http_500',
      response_ms: 120,
      next_retry_at: '2026-02-03T08:20:06Z',
    },
    {
      attempt: 1,
      is_resend: false,
      started_at: '2026-02-03T08:15:00Z',
      status_code: null,
      error: 'timeout',
      response_ms: 15000,
      next_retry_at: '2026-02-03T08:15:05Z',
    },
  ],
};

function webhookServer(endpoint: MerchantWebhookEndpoint | null, deliveries: MerchantWebhookDelivery[] = []) {
  const server = createAccountServer();
  server.handlers.listApiKeys = () => ({ api_keys: [KEY] });
  server.handlers.getMerchantWebhook = () => ({ endpoint });
  server.handlers.listMerchantWebhookDeliveries = () => ({ deliveries });
  server.handlers.setMerchantWebhook = (request) => ({
    endpoint: { ...ENDPOINT, url: (request.body as { url: string }).url },
    secret: endpoint ? null : SECRET,
  });
  server.handlers.rotateMerchantWebhookSecret = () => ({
    endpoint: { ...ENDPOINT, previous_secret_until: '2026-02-04T10:00:00Z' },
    secret: ROTATED,
  });
  server.handlers.resendMerchantWebhookDelivery = () => ({
    ...DELIVERY,
    state: 'pending',
    next_attempt_at: '2026-02-05T10:00:00Z',
  });
  return server;
}

async function openWebhooks(server: ReturnType<typeof webhookServer>) {
  renderApp({
    path: `/profile/api-management/${KEY.id}/webhooks`,
    fetch: server.fetch,
    session: STORED_SESSION,
  });
  await screen.findByRole('heading', { level: 1, name: 'Webhooks' });
  return server;
}

describe('API key webhooks', () => {
  it('opens from the key’s card in API management', async () => {
    const server = webhookServer(null);
    renderApp({ path: '/profile/api-management', fetch: server.fetch, session: STORED_SESSION });
    const card = (await screen.findByRole('heading', { name: 'Shop backend' })).closest(
      'article',
    ) as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Webhooks' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeTruthy();
    expect(await screen.findByLabelText('Endpoint URL')).toBeTruthy();
  });

  it('saves the first URL and shows the signing secret once, with copy', async () => {
    const server = await openWebhooks(webhookServer(null));
    fireEvent.input(await screen.findByLabelText('Endpoint URL'), { target: { value: URL_SET } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(dialog).getByText(SECRET)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy secret' })).toBeTruthy();
    expect(server.requestsTo('setMerchantWebhook')[0]).toMatchObject({
      params: { apiKeyId: KEY.id },
      body: { url: URL_SET },
    });
  });

  it('shows the server’s refusal of a URL under the field', async () => {
    const server = webhookServer(null);
    server.handlers.setMerchantWebhook = () => {
      throw fieldFailure('url', 'validation.url');
    };
    await openWebhooks(server);
    fireEvent.input(await screen.findByLabelText('Endpoint URL'), {
      target: { value: 'https://10.0.0.1/hooks' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid url')).toBeTruthy();
  });

  it('lists each attempt with status, response time and next retry, and resends', async () => {
    const server = await openWebhooks(webhookServer(ENDPOINT, [DELIVERY]));
    const card = (await screen.findByRole('heading', { name: 'transaction.status_changed' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Delivered')).toBeTruthy();
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-attempt'))).toEqual(['3', '2', '1']);
    expect(within(rows[0] as HTMLElement).getByText('200')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('84 ms')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('500')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('No answer: timeout')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getAllByText(/^\d{2}\/02\/2026 \d{2}:\d{2}$/)).toHaveLength(2);
    fireEvent.click(within(card).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(within(card).getByText('Pending')).toBeTruthy());
    expect(server.requestsTo('resendMerchantWebhookDelivery')[0]?.params).toEqual({
      apiKeyId: KEY.id,
      deliveryId: 'msg_42',
    });
  });

  it('names the widget frame’s callbackUrl a delivery went to instead of the endpoint', async () => {
    const frameCallback: MerchantWebhookDelivery = {
      ...DELIVERY,
      id: 'msg_fs_43',
      event_type: 'widget_order.status_changed',
      target_url: 'https://shop.example.com/orders/callback',
    };
    await openWebhooks(webhookServer(ENDPOINT, [frameCallback, DELIVERY]));
    const card = (await screen.findByRole('heading', { name: 'widget_order.status_changed' })).closest(
      'article',
    ) as HTMLElement;
    expect(within(card).getByText('Sent to the frame’s callbackUrl:')).toBeTruthy();
    expect(within(card).getByText('https://shop.example.com/orders/callback')).toBeTruthy();
    const endpointCard = screen
      .getByRole('heading', { name: 'transaction.status_changed' })
      .closest('article') as HTMLElement;
    expect(within(endpointCard).queryByText('Sent to the frame’s callbackUrl:')).toBeNull();
  });

  it('rotates the secret: the new one shown once, the overlap stated', async () => {
    await openWebhooks(webhookServer(ENDPOINT));
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(dialog).getByText(ROTATED)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I’ve saved it' }));
    expect(await screen.findByText(/The previous secret also signs until/)).toBeTruthy();
  });
});
