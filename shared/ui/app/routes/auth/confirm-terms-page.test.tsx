import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { createNativeTestPlatform } from '../../../test/fake-platform';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const CONSENT = 'I have read and accept the Terms of Use and the Privacy Policy';
const TEMPORARY = { ...STORED_SESSION, isTemporary: true };

describe('confirm terms (spec 001 §2, §4)', () => {
  it('display variant: links, the box, and Accept only once it is ticked', async () => {
    const server = createAccountServer({ isConsentRequired: true });
    renderApp({ path: '/confirm-terms', fetch: server.fetch, session: TEMPORARY });
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(
      'https://ferry.test/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://ferry.test/privacy',
    );
    const accept = (await screen.findByRole('button', { name: 'Accept' })) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(CONSENT));
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(server.requestsTo('acceptTerms')).toHaveLength(1);
  });

  it('messenger variant: its own lead, the main button says "Accept and continue", links open in Telegram', async () => {
    const server = createAccountServer({ isConsentRequired: true });
    const { platform } = createNativeTestPlatform();
    const openLink = vi.spyOn(platform, 'openLink').mockImplementation(() => undefined);
    renderApp({
      path: '/confirm-terms',
      fetch: server.fetch,
      session: TEMPORARY,
      platform,
      mode: 'messenger',
    });
    await screen.findByText('One last step: accept our terms to start using Ferry.');
    fireEvent.click(screen.getByRole('link', { name: 'Terms of Use' }));
    expect(openLink).toHaveBeenCalledWith('https://ferry.test/terms');
    // The press is the consent: the text says so, there is no box and no second action.
    screen.getByText(
      'By pressing “Accept and continue” you accept the Terms of Use and the Privacy Policy above.',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(server.requestsTo('acceptTerms')).toHaveLength(0);
    const accept = (await screen.findByRole('button', { name: 'Accept and continue' })) as HTMLButtonElement;
    expect(accept.disabled).toBe(false);
    fireEvent.click(accept);
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(server.requestsTo('acceptTerms')).toHaveLength(1);
  });

  it('a failed accept is shown and the user stays', async () => {
    const server = createAccountServer({ isConsentRequired: true });
    server.handlers.acceptTerms = () => failure(503, 'SERVICE_UNAVAILABLE');
    renderApp({ path: '/confirm-terms', fetch: server.fetch, session: TEMPORARY });
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    fireEvent.click(screen.getByLabelText(CONSENT));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The service is temporarily unavailable. Please try again later',
    );
  });

  it('"Sign out" leaves the temporary session for the sign-in screen', async () => {
    const server = createAccountServer({ isConsentRequired: true });
    const { storage } = renderApp({ path: '/confirm-terms', fetch: server.fetch, session: TEMPORARY });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(storage.getItem('ferry.auth.temp')).toBeNull();
  });

  it.each([
    ['signed out', undefined, 'Sign in'],
    ['fully signed in', STORED_SESSION, 'Exchange'],
  ] as const)('%s, /confirm-terms leads to %s', async (_name, session, title) => {
    renderApp({ path: '/confirm-terms', fetch: createAccountServer().fetch, session });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
