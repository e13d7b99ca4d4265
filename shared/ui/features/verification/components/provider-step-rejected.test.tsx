import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComponent } from '../../../test/render-component';
import { ProviderStepRejected } from './provider-step-rejected';

afterEach(cleanup);

describe('ProviderStepRejected', () => {
  it('says the rejection in the provider’s words, with support as a real link and the way back', () => {
    const onContactSupport = vi.fn();
    renderComponent(
      <ProviderStepRejected
        comment="We could not verify your document."
        onContactSupport={onContactSupport}
        supportHref="mailto:support@ferry.example"
        back={<button type="button">Back to the withdrawal</button>}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { name: 'Verification was rejected' })).toBeTruthy();
    expect(alert.textContent).toContain('The reason given: We could not verify your document.');
    expect(alert.textContent).toContain('write to support');
    const support = screen.getByRole('link', { name: 'Write to support' });
    expect(support.getAttribute('href')).toBe('mailto:support@ferry.example');
    fireEvent.click(support);
    expect(onContactSupport).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Back to the withdrawal' })).toBeTruthy();
  });

  it('without a comment or a known address, still offers support as a button', () => {
    const onContactSupport = vi.fn();
    renderComponent(<ProviderStepRejected comment={null} onContactSupport={onContactSupport} back={null} />);
    expect(screen.getByRole('alert').textContent).not.toContain('The reason given');
    fireEvent.click(screen.getByRole('button', { name: 'Write to support' }));
    expect(onContactSupport).toHaveBeenCalledTimes(1);
  });
});
