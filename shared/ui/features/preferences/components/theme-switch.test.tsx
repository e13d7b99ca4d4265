import { STORAGE_KEYS } from '@ferry/shared/platform';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  createNativeTestPlatform,
  createTestBrowserPlatform,
} from '../../../test/fake-platform';
import { renderApp } from '../../../test/render-app';

describe('theme switch', () => {
  it('lets the web user pick light, dark or system, and remembers it', async () => {
    const storage = createMemoryStorage();
    const platform = createTestBrowserPlatform(storage);
    renderApp({ platform });
    const group = await screen.findByRole('group', { name: 'Theme' });
    const dark = within(group).getByRole('radio', { name: 'Dark' }) as HTMLInputElement;
    expect((within(group).getByRole('radio', { name: 'System' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(dark);

    expect(dark.checked).toBe(true);
    expect(platform.theme.get().appearance).toBe('dark');
    expect(storage.dump()[STORAGE_KEYS.theme]).toBe('dark');
  });

  it('is absent in Telegram, whose theme the client decides', async () => {
    renderApp({ platform: createNativeTestPlatform().platform });
    await screen.findByRole('heading', { level: 1, name: 'Exchange' });
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
    expect(screen.getByLabelText('Language')).toBeTruthy();
  });
});
