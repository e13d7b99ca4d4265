import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../test/render-component';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('asks, confirms, and holds both buttons while the action runs', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = renderComponent(
      <ConfirmDialog
        title="Delete?"
        description="Gone for good."
        confirmLabel="Delete"
        {...{ onConfirm, onCancel }}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();

    rerender(
      <ConfirmDialog
        title="Delete?"
        description="Gone."
        confirmLabel="Delete"
        isBusy
        {...{ onConfirm, onCancel }}
      />,
    );
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
