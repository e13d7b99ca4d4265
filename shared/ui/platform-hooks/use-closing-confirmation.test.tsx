import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestBrowserPlatform } from '../test/fake-platform';
import { PlatformProvider } from './platform-context';
import { useClosingConfirmation } from './use-closing-confirmation';

afterEach(() => cleanup());

function Holder({ isEnabled }: { isEnabled: boolean }) {
  useClosingConfirmation(isEnabled);
  return null;
}

describe('closing confirmation held in one place', () => {
  it('stays on while any screen part holds it: a dirty form and money in flight', () => {
    const platform = createTestBrowserPlatform();
    const set = vi.spyOn(platform, 'setClosingConfirmation');
    const view = (form: boolean, money: boolean) => (
      <PlatformProvider platform={platform}>
        <Holder isEnabled={form} />
        <Holder isEnabled={money} />
      </PlatformProvider>
    );
    const { rerender } = render(view(true, false));
    expect(set.mock.calls).toEqual([[true]]);
    rerender(view(true, true));
    // The form is saved while the money is still on its way: closing still asks.
    rerender(view(false, true));
    expect(set.mock.calls).toEqual([[true]]);
    rerender(view(false, false));
    expect(set.mock.calls).toEqual([[true], [false]]);
  });
});
