import { AppRoot } from '@telegram-apps/telegram-ui';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainButtonBar } from '../components/main-button-bar';
import { createTestBrowserPlatform } from '../test/fake-platform';
import { PlatformProvider } from './platform-context';
import { type MainButtonOptions, useMainButton } from './use-main-button';

afterEach(() => {
  cleanup();
});

function Screen(props: MainButtonOptions) {
  useMainButton(props);
  return null;
}

function renderWithButton(props: MainButtonOptions) {
  const platform = createTestBrowserPlatform();
  function Harness() {
    const [isShown, setShown] = useState(true);
    return (
      <PlatformProvider platform={platform}>
        <AppRoot>
          {isShown ? <Screen {...props} /> : null}
          <button type="button" onClick={() => setShown(false)}>
            leave
          </button>
          <MainButtonBar button={platform.mainButton} />
        </AppRoot>
      </PlatformProvider>
    );
  }
  render(<Harness />);
  return platform;
}

describe('main button on the web', () => {
  it('draws the screen’s action and calls it', () => {
    const onClick = vi.fn();
    renderWithButton({ text: 'Continue', onClick });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ isEnabled: false }, true],
    [{ isLoading: true }, true],
    [{}, false],
  ])('state %j → disabled %s', (state, isDisabled) => {
    renderWithButton({ text: 'Pay', onClick: vi.fn(), ...state });
    const button = document.querySelector('.ferry-main-button-bar button') as HTMLButtonElement;
    expect(button.disabled).toBe(isDisabled);
  });

  it('disappears when the screen leaves', () => {
    const platform = renderWithButton({ text: 'Continue', onClick: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(platform.mainButton.getParams().isVisible).toBe(false);
  });
});
