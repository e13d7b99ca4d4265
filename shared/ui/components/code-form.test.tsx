import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../test/render-component';
import { CodeForm, useCodeInput } from './code-form';

function CodeScreen({ onSend, isSpent = false }: { onSend(code: string): void; isSpent?: boolean }) {
  const input = useCodeInput();
  return (
    <CodeForm
      input={input}
      label="Code"
      isSentOnSixthDigit
      isSpent={isSpent}
      formError={null}
      onSubmit={(code) => {
        if (input.check(code)) onSend(code);
      }}
    />
  );
}

afterEach(cleanup);

describe('CodeForm', () => {
  it('keeps digits only and sends the code on the sixth', () => {
    const onSend = vi.fn();
    renderComponent(<CodeScreen onSend={onSend} />);
    const field = screen.getByLabelText('Code') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '12a3' } });
    expect(field.value).toBe('123');
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '123456' } });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('says what is wrong with a short code, and typing clears it', () => {
    const onSend = vi.fn();
    renderComponent(<CodeScreen onSend={onSend} />);
    const field = screen.getByLabelText('Code');
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.submit(field);
    expect(onSend).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '123' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('locks the field and names the way on when the code is spent', () => {
    renderComponent(<CodeScreen onSend={vi.fn()} isSpent />);
    expect((screen.getByLabelText('Code') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBeTruthy();
  });
});
