import type { Platform } from '@ferry/shared/platform';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { createNativeTestPlatform } from '../../../test/fake-platform';
import { renderApp } from '../../../test/render-app';
import { createVerificationServer, makeStep, makeVerification } from './verification.test-kit';

const PATH = '/profile/personal-details/phone-messenger';

describe('the phone by shared contact (/profile/personal-details/phone-messenger)', () => {
  it('waits for the bot to receive the shared contact, then says the phone is verified', async () => {
    const server = createVerificationServer();
    const requestContact = vi.fn(async () => {
      // The bot receives the contact and the server completes the step.
      server.verification.state = makeVerification({ steps: [makeStep('PHONE', 'COMPLETED')] });
      return { phoneNumber: '+48601234567', raw: 'signed' };
    });
    const platform: Platform = { ...createNativeTestPlatform().platform, requestContact };
    renderApp({ path: PATH, session: STORED_SESSION, fetch: server.fetch, platform });
    expect(await screen.findByText(/Share the phone number of your Telegram account/)).toBeTruthy();
    (platform.mainButton as unknown as { press(): void }).press();
    await waitFor(() => expect(requestContact).toHaveBeenCalled());
    // While the bot has the contact, SMS stays a way on (the bot may refuse the number).
    expect(await screen.findByText('Waiting for Telegram to confirm your number…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify by SMS instead' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Your phone is verified' }, { timeout: 6000 }),
    ).toBeTruthy();
  });

  it('outside Telegram offers SMS instead', async () => {
    const server = createVerificationServer();
    const { router } = renderApp({ path: PATH, session: STORED_SESSION, fetch: server.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Verify by SMS instead' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/verification/phone'));
  });
});
