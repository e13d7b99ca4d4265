import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformProvider } from '../platform-hooks/platform-context';
import { createTestBrowserPlatform } from '../test/fake-platform';
import { renderComponent } from '../test/render-component';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

afterEach(cleanup);

function FormScreen() {
  const [value, setValue] = useState('');
  return (
    <>
      <label>
        Name
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/elsewhere">Leave</Link>
      <Link to="?tab=2">Same screen</Link>
      <UnsavedChangesGuard isDirty={value !== ''} />
    </>
  );
}

function setUp() {
  const platform = createTestBrowserPlatform();
  const setClosingConfirmation = vi.spyOn(platform, 'setClosingConfirmation');
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormScreen /> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  renderComponent(
    <PlatformProvider platform={platform}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return { router, setClosingConfirmation };
}

describe('unsaved changes', () => {
  it('leaves freely while nothing was changed', async () => {
    const { router, setClosingConfirmation } = setUp();
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(setClosingConfirmation).not.toHaveBeenCalledWith(true);
  });

  it('asks "Discard changes?"; Keep editing stays, Close & Discard leaves', async () => {
    const { router, setClosingConfirmation } = setUp();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ola' } });
    // Closing the page or the mini-app warns too.
    expect(setClosingConfirmation).toHaveBeenLastCalledWith(true);

    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ola');

    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close & Discard' }));
    });
    await screen.findByRole('heading', { name: 'Elsewhere' });
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(setClosingConfirmation).toHaveBeenLastCalledWith(false);
  });

  it('does not ask for a move within the same screen', async () => {
    const { router } = setUp();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ola' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Same screen' }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.search).toBe('?tab=2');
  });
});
