import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { answerVerifiedIdentity } from '../../../test/identity.test-kit';
import { renderApp } from '../../../test/render-app';

// Pages load lazily; on a busy machine the first one can take a few seconds.

const saveFile = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../features/documents/utils/save-file', () => ({ saveFile }));

const DOCUMENT = {
  id: '8e1b2c3d-0000-4000-8000-000000000001',
  type: 'account-statement',
  format: 'PDF',
  filename: 'ferry-account-statement-2026-01-01-2026-01-31.pdf',
  content_type: 'application/pdf',
  size_bytes: 1024,
  created_at: '2026-02-01T10:00:00Z',
  expires_at: '2026-02-01T10:15:00Z',
  download_url: 'https://ferry.test/api/files/documents/8e1b2c3d-0000-4000-8000-000000000001?token=abc',
};

function documentsServer() {
  const server = answerVerifiedIdentity(createAccountServer());
  server.handlers.updateUserSettings = (request) => ({ theme: 'system', ...(request.body as object) });
  server.handlers.createDocument = () => DOCUMENT;
  return server;
}

function setPeriod(from: string, to: string) {
  fireEvent.change(screen.getByLabelText('From'), { target: { value: from } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: to } });
}

describe('documents (/profile/documents)', () => {
  it('refuses a period over three months before any request', async () => {
    const server = documentsServer();
    renderApp({ path: '/profile/documents', session: STORED_SESSION, fetch: server.fetch });
    await screen.findByLabelText('From');
    setPeriod('2026-01-01', '2026-04-15');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A document covers at most 3 months');
    expect(server.requestsTo('createDocument')).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    const server = documentsServer();
    renderApp({ path: '/profile/documents', session: STORED_SESSION, fetch: server.fetch });
    await screen.findByLabelText('From');
    setPeriod('2026-02-10', '2026-02-01');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The end date must not be before the start date',
    );
    expect(server.requestsTo('createDocument')).toHaveLength(0);
  });

  it('asks for the chosen document in the app language and downloads it under its name', async () => {
    const server = documentsServer();
    renderApp({ path: '/profile/documents', session: STORED_SESSION, fetch: server.fetch });
    await screen.findByLabelText('From');
    fireEvent.click(screen.getByLabelText('CSV'));
    setPeriod('2026-01-01', '2026-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(DOCUMENT.download_url, DOCUMENT.filename));
    expect(server.requestsTo('updateUserSettings')[0]?.body).toEqual({ language: 'en' });
    expect(server.requestsTo('createDocument')[0]?.body).toEqual({
      type: 'account-statement',
      format: 'CSV',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(screen.getByRole('link', { name: DOCUMENT.filename }).getAttribute('href')).toBe(
      DOCUMENT.download_url,
    );
  });

  it('explains that identity must be verified first and how', async () => {
    const server = documentsServer();
    server.handlers.createDocument = () =>
      failure(403, 'ACCESS_DENIED', { reason: 'identity_not_verified', verification: 'none' });
    renderApp({ path: '/profile/documents', session: STORED_SESSION, fetch: server.fetch });
    await screen.findByLabelText('From');
    setPeriod('2026-01-01', '2026-01-31');
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Verify your identity first' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe(
      'mailto:support@ferry.test',
    );
  });

  it('the letter of good standing arrives preselected from the profile', async () => {
    const server = documentsServer();
    renderApp({
      path: '/profile/documents?type=letter-of-good-standing',
      session: STORED_SESSION,
      fetch: server.fetch,
    });
    expect(((await screen.findByLabelText('Letter of good standing')) as HTMLInputElement).checked).toBe(
      true,
    );
  });
});
