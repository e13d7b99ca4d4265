import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORED_SESSION } from '../../../test/account.test-kit';
import { createNativeTestPlatform } from '../../../test/fake-platform';
import { renderApp } from '../../../test/render-app';
import { createVerificationServer, makeStep, makeVerification } from './verification.test-kit';

// Pages load lazily; on a busy machine the first one can take a few seconds.

describe('the verification overview (/profile/verification)', () => {
  it('shows the level, what is left today and this month, what the next level unlocks and each step', async () => {
    const server = createVerificationServer(
      makeVerification({
        steps: [
          makeStep('PHONE', 'COMPLETED'),
          makeStep('DECLARED_ADDRESS', 'NONE'),
          { ...makeStep('IDENTITY', 'RETRY'), reject_comment: 'The photo is blurry' },
          makeStep('ADDRESS', 'PROCESSING'),
        ],
      }),
    );
    renderApp({ path: '/profile/verification', session: STORED_SESSION, fetch: server.fetch });
    const level = await screen.findByRole('region', { name: 'Starter' });
    const limits = within(level).getByRole('table', { name: 'What you can still move at this level' });
    const out = within(limits).getByRole('row', { name: /^Out/ });
    expect(
      within(out)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€200.00of €200.00', '€350.00of €500.00']);

    const next = screen.getByRole('region', { name: 'Next level: Basic' });
    expect(within(next).getByText('In: up to €1,000.00 a day and €5,000.00 a month')).toBeTruthy();
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Declared address');

    const steps = screen.getByRole('region', { name: 'Steps' });
    expect(within(steps).queryByRole('link', { name: /^Phone/ })).toBeNull();
    expect(within(steps).getByText('Verified')).toBeTruthy();
    expect(
      within(steps)
        .getByRole('link', { name: /^Declared address.*Not verified.*Start/ })
        .getAttribute('href'),
    ).toBe('/profile/verification/personal-data');
    expect(
      within(steps)
        .getByRole('link', { name: /^Identity.*Failed.*Try again/ })
        .getAttribute('href'),
    ).toBe('/profile/personal-details/identity');
    expect(within(steps).getByRole('link', { name: /^Address.*In progress.*Open/ })).toBeTruthy();
  });

  it('sends the phone step to the shared contact inside Telegram', async () => {
    const server = createVerificationServer();
    renderApp({
      path: '/profile/verification',
      session: STORED_SESSION,
      fetch: server.fetch,
      platform: createNativeTestPlatform().platform,
    });
    const phone = await screen.findByRole('link', { name: /^Phone/ });
    expect(phone.getAttribute('href')).toBe('/profile/personal-details/phone-messenger');
  });

  it('leads a held account and a refused country to their explanations', async () => {
    const server = createVerificationServer(
      makeVerification({
        is_country_allowed: false,
        residence_country: 'RU',
        block: {
          reason_code: 'LATE_REJECTION',
          message_key: 'verification.block.reasons.LATE_REJECTION',
          since: '2026-11-20T10:00:00Z',
          still_allowed: ['view_balances'],
          has_appeal: false,
        },
      }),
    );
    renderApp({ path: '/profile/verification', session: STORED_SESSION, fetch: server.fetch });
    expect((await screen.findByRole('link', { name: /Money out is on hold/ })).getAttribute('href')).toBe(
      '/authentication/blocked',
    );
    expect(screen.getByRole('link', { name: /can't serve residents/ }).getAttribute('href')).toBe(
      '/forbidden',
    );
  });

  it('at the highest level thanks the user instead of naming a next level', async () => {
    const steps = (['PHONE', 'DECLARED_ADDRESS', 'IDENTITY', 'ADDRESS'] as const).map((kind) =>
      makeStep(kind, 'COMPLETED'),
    );
    const server = createVerificationServer(makeVerification({ level: 'full', steps, next_level: null }));
    renderApp({ path: '/profile/verification', session: STORED_SESSION, fetch: server.fetch });
    expect(await screen.findByText('You have the highest level. Thank you for verifying.')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /Start|Try again/ })).toHaveLength(0);
  });
});

describe('the profile menu’s verification item', () => {
  it('shows each step’s state and leads to the overview', async () => {
    const server = createVerificationServer(
      makeVerification({ steps: [makeStep('PHONE', 'COMPLETED'), makeStep('IDENTITY', 'REJECTED')] }),
    );
    renderApp({ path: '/profile', session: STORED_SESSION, fetch: server.fetch });
    const item = await screen.findByRole('link', { name: /^Verification/ });
    expect(item.getAttribute('href')).toBe('/profile/verification');
    await within(item).findByText('Phone: Verified');
    expect(within(item).getByText('Identity: Failed')).toBeTruthy();
  });
});

describe('the overview in every language', () => {
  it.each([
    ['uk', 'Верифікація', 'Спробувати ще раз'],
    ['ru', 'Верификация', 'Попробовать снова'],
    ['pl', 'Weryfikacja', 'Spróbuj ponownie'],
  ] as const)('%s has its own words and no raw keys', async (language, title, retry) => {
    const server = createVerificationServer(
      makeVerification({ steps: [makeStep('PHONE', 'COMPLETED'), makeStep('IDENTITY', 'RETRY')] }),
    );
    const { container } = renderApp({
      path: '/profile/verification',
      session: STORED_SESSION,
      fetch: server.fetch,
      language,
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await screen.findByText(retry);
    expect(container.textContent).not.toMatch(/verification\.|domain\./);
  });
});
