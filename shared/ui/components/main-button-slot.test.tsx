import { AppRoot } from '@telegram-apps/telegram-ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createOnScreenMainButton } from '../../platform/main-button-store';
import { MainButtonBar } from './main-button-bar';
import { MainButtonSlot } from './main-button-slot';

afterEach(cleanup);

function Screen({ hasSlot }: { hasSlot: boolean }) {
  return (
    <div className="ferry-exchange">
      <div className="ferry-exchange-side" data-testid="form-column">
        <form aria-label="Exchange" />
        {hasSlot ? <MainButtonSlot /> : null}
      </div>
      <section data-testid="currency-list" />
    </div>
  );
}

let showSlot: (hasSlot: boolean) => void = () => undefined;
function App() {
  const [hasSlot, setHasSlot] = useState(true);
  showSlot = setHasSlot;
  return <Screen hasSlot={hasSlot} />;
}

// On a desktop a pinned "Sign in to continue" would cover the currency list: a screen that gives
// the button a place has it there, in its column; elsewhere it stays pinned.
describe('the on-screen main button’s place', () => {
  it('is the screen’s slot while there is one, and the pinned bar after', () => {
    const button = createOnScreenMainButton();
    button.setParams({ text: 'Sign in to continue', isVisible: true });
    render(
      <AppRoot>
        <App />
        <MainButtonBar button={button} />
      </AppRoot>,
    );
    const inColumn = screen.getByRole('button', { name: 'Sign in to continue' });
    expect(screen.getByTestId('form-column').contains(inColumn)).toBe(true);
    expect(screen.getByTestId('currency-list').contains(inColumn)).toBe(false);

    act(() => showSlot(false));
    const pinned = screen.getByRole('button', { name: 'Sign in to continue' });
    expect(screen.getByTestId('form-column').contains(pinned)).toBe(false);
    expect(pinned.closest('.ferry-main-button-bar')?.parentElement?.className).not.toBe(
      'ferry-main-button-slot',
    );
  });
});
