import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveStatus } from '../shell/live/live-status';
import { renderApp } from '../test/render-app';

async function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('offline notice', () => {
  afterEach(() => {
    setOnline(true);
    act(() => useLiveStatus.getState().setStatus('idle'));
  });

  function setOnline(isOnline: boolean) {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
    act(() => {
      window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
    });
  }

  it('shows "Unstable connection" with Reload page while offline, and leaves once back online', async () => {
    renderApp({ path: '/exchange' });
    await heading('Exchange');
    expect(screen.queryByText('Unstable connection')).toBeNull();
    setOnline(false);
    const notice = (await screen.findByText('Unstable connection')).closest('[role="status"]') as HTMLElement;
    expect(notice).toBeTruthy();
    expect(within(notice).getByRole('button', { name: 'Reload page' })).toBeTruthy();
    setOnline(true);
    expect(screen.queryByText('Unstable connection')).toBeNull();
  });

  it('shows when the live socket has given up', async () => {
    renderApp({ path: '/exchange' });
    await heading('Exchange');
    act(() => useLiveStatus.getState().setStatus('gave-up'));
    expect(await screen.findByText('Unstable connection')).toBeTruthy();
    act(() => useLiveStatus.getState().setStatus('idle'));
    expect(screen.queryByText('Unstable connection')).toBeNull();
  });
});
