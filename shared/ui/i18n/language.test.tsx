import { type PlatformStorage, STORAGE_KEYS, toPlatformStorage } from '@ferry/shared/platform';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, STORED_SESSION } from '../test/account.test-kit';
import { createMemoryStorage, createTestBrowserPlatform } from '../test/fake-platform';
import { renderApp } from '../test/render-app';
import { resolveInitialLanguage } from './language-storage';

function storageWith(locale: string | null): PlatformStorage {
  return toPlatformStorage(createMemoryStorage(locale === null ? {} : { [STORAGE_KEYS.locale]: locale }));
}

describe('initial language: stored choice → browser → en', () => {
  it.each([
    ['pl', ['en-US'], 'pl'],
    ['uk', ['pl-PL'], 'uk'],
    [null, ['pl-PL', 'en'], 'pl'],
    [null, ['ru-RU'], 'ru'],
    [null, ['de-DE', 'fr'], 'en'],
    ['klingon', ['uk-UA'], 'uk'],
    [null, [], 'en'],
  ] as const)('stored %s, browser %j → %s', async (stored, browser, expected) => {
    expect(await resolveInitialLanguage(storageWith(stored), browser)).toBe(expected);
  });

  it('falls back to the browser when storage fails', async () => {
    const broken: PlatformStorage = {
      getItem: () => Promise.reject(new Error('denied')),
      setItem: () => Promise.resolve(),
      removeItem: () => Promise.resolve(),
    };
    expect(await resolveInitialLanguage(broken, ['pl'])).toBe('pl');
  });

  it('does not wait for a storage that never answers', async () => {
    const silent: PlatformStorage = {
      getItem: () => new Promise(() => undefined),
      setItem: () => Promise.resolve(),
      removeItem: () => Promise.resolve(),
    };
    expect(await resolveInitialLanguage(silent, ['uk'], 20)).toBe('uk');
  });
});

describe('language switch', () => {
  it('offers English and Polish and switches the texts, <html lang> and the stored choice', async () => {
    const storage = createMemoryStorage();
    renderApp({ platform: createTestBrowserPlatform(storage) });
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    const select = screen.getByLabelText('Language') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['en', 'pl']);
    expect(select.value).toBe('en');

    fireEvent.change(select, { target: { value: 'pl' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Wymiana' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Płacisz/ })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pl');
    await waitFor(() => expect(storage.dump()[STORAGE_KEYS.locale]).toBe('pl'));
    expect(document.title).toBe('Wymiana · Ferry');
  });

  it('shows a browser language it does not offer (uk) as current, without offering it again', async () => {
    renderApp({ language: 'uk' });
    await screen.findByRole('heading', { level: 1, name: 'Обмін' });
    const select = screen.getByLabelText('Мова') as HTMLSelectElement;
    expect(select.value).toBe('uk');
    const ukrainian = [...select.options].find((option) => option.value === 'uk');
    expect(ukrainian?.disabled).toBe(true);
    expect([...select.options].filter((option) => !option.disabled).map((option) => option.value)).toEqual([
      'en',
      'pl',
    ]);

    fireEvent.change(select, { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Exchange' })).toBeTruthy();
    expect(
      [...(screen.getByLabelText('Language') as HTMLSelectElement).options].map((option) => option.value),
    ).toEqual(['en', 'pl']);
  });
});

describe('language switch and the account', () => {
  it('saves a signed-in user’s choice to the account, so mail follows it', async () => {
    const server = createAccountServer();
    server.handlers.updateUserSettings = (request) => ({
      language: (request.body as { language: string }).language,
      theme: 'system',
    });
    renderApp({ fetch: server.fetch, session: STORED_SESSION });
    await screen.findByRole('link', { name: 'Profile' });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'pl' } });
    await waitFor(() =>
      expect(server.requestsTo('updateUserSettings').map((request) => request.body)).toEqual([
        { language: 'pl' },
      ]),
    );
  });

  it('keeps a signed-out visitor’s choice on the device only', async () => {
    const server = createAccountServer();
    renderApp({ fetch: server.fetch });
    await screen.findByRole('link', { name: 'Sign in' });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'pl' } });
    await screen.findByRole('heading', { level: 1, name: 'Wymiana' });
    expect(server.requestsTo('updateUserSettings')).toEqual([]);
  });
});
