import type { CodeSentResponse } from '@ferry/shared/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountServer, makeUser, STORED_SESSION } from '../../../test/account.test-kit';
import { failure, fieldFailure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const SENT: CodeSentResponse = {
  sent_to: 'o***a@example.com',
  code_length: 6,
  expires_in_seconds: 600,
  resend_after_seconds: 60,
};

async function press(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const ANONYMOUS_REFUSAL = 'Anonymous numbers are not accepted. Enter your regular mobile number';

describe('personal details', () => {
  it('shows the email and phone with their change screens', async () => {
    const server = createAccountServer({ user: makeUser({ phone: '+48600100200' }) });
    renderApp({ path: '/profile/personal-details', fetch: server.fetch, session: STORED_SESSION });
    await screen.findByRole('heading', { level: 1, name: 'Personal details' });
    expect(screen.getByRole('link', { name: /Email/ }).getAttribute('href')).toBe(
      '/profile/personal-details/email-edit',
    );
    expect(screen.getByRole('link', { name: /Phone/ }).textContent).toContain('+48600100200');
    expect(screen.getByText('A phone number can be changed once every 24 hours.')).toBeTruthy();
  });
});

describe('email change: code first, then the new value, then "updated" (spec 001 §4)', () => {
  it('sends a code to the current address, takes the new one, and updates the profile', async () => {
    const server = createAccountServer();
    server.handlers.requestEmailChange = () => SENT;
    server.handlers.confirmEmailChange = () => makeUser({ email: 'new@example.com' });
    const { services } = renderApp({
      path: '/profile/personal-details/email-edit',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    await screen.findByText('To confirm it’s you, we’ll send a code to ola@example.com.');
    await press('Send code');
    expect(server.requestsTo('requestEmailChange')[0]?.body).toEqual({});

    await screen.findByText('We sent a 6-digit code to o***a@example.com.');
    type('Confirmation code', '123456');
    await press('Continue');
    await screen.findByText('Code accepted. Now enter the new value.');
    type('New email', 'ola@example.com');
    await press('Save');
    expect((await screen.findByRole('alert')).textContent).toBe('The values are equal');
    type('New email', 'new@example.com');
    await press('Save');
    await screen.findByRole('heading', { name: 'Email updated' });
    expect(server.requestsTo('confirmEmailChange')[0]?.body).toEqual({
      code: '123456',
      email: 'new@example.com',
    });
    expect(services.session.getState().user?.email).toBe('new@example.com');
  });

  it('an address another account holds reads "This email address is already registered"', async () => {
    const server = createAccountServer();
    server.handlers.requestEmailChange = () => SENT;
    server.handlers.confirmEmailChange = () => failure(409, 'NON_UNIQUE_VALUE');
    renderApp({ path: '/profile/personal-details/email-edit', fetch: server.fetch, session: STORED_SESSION });
    await press('Send code');
    await screen.findByLabelText('Confirmation code');
    type('Confirmation code', '123456');
    await press('Continue');
    await screen.findByLabelText('New email');
    type('New email', 'taken@example.com');
    await press('Save');
    expect((await screen.findByRole('alert')).textContent).toBe('This email address is already registered');
  });

  it('a refused code sends the user back to the code step with the reason', async () => {
    const server = createAccountServer();
    server.handlers.requestEmailChange = () => SENT;
    server.handlers.confirmEmailChange = () => fieldFailure('code', 'validation.code');
    renderApp({ path: '/profile/personal-details/email-edit', fetch: server.fetch, session: STORED_SESSION });
    await press('Send code');
    await screen.findByLabelText('Confirmation code');
    type('Confirmation code', '999999');
    await press('Continue');
    await screen.findByLabelText('New email');
    type('New email', 'new@example.com');
    await press('Save');
    await screen.findByLabelText('Confirmation code');
    expect(screen.getByRole('alert').textContent).toBe(
      'Invalid code. Check it and try again — it may have expired',
    );
  });

  it('a spent code offers a new one at once instead of a wait, and the new one can be typed', async () => {
    const server = createAccountServer();
    let codesSent = 0;
    server.handlers.requestEmailChange = () => {
      codesSent += 1;
      return SENT;
    };
    server.handlers.confirmEmailChange = () =>
      failure(422, 'CODE_ATTEMPTS_EXCEEDED', { reason: 'code_attempts_exceeded', attempts_left: 0 });
    renderApp({ path: '/profile/personal-details/email-edit', fetch: server.fetch, session: STORED_SESSION });
    await press('Send code');
    await screen.findByLabelText('Confirmation code');
    type('Confirmation code', '999999');
    await press('Continue');
    await screen.findByLabelText('New email');
    type('New email', 'new@example.com');
    await press('Save');
    await screen.findByLabelText('Confirmation code');
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Request a new code');
    expect(screen.queryByText(/You can request a new code in/)).toBeNull();
    expect((screen.getByLabelText('Confirmation code') as HTMLInputElement).disabled).toBe(true);
    await press('Request a new code');
    await screen.findByText(/You can request a new code in/);
    expect(codesSent).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText('Confirmation code') as HTMLInputElement).disabled).toBe(false);
  });

  it('an account without an email types the new one first and confirms it with the code', async () => {
    const server = createAccountServer({ user: makeUser({ email: null, tg_id: 42 }) });
    server.handlers.requestEmailChange = () => SENT;
    server.handlers.confirmEmailChange = () => makeUser({ email: 'first@example.com', tg_id: 42 });
    renderApp({ path: '/profile/personal-details/email-edit', fetch: server.fetch, session: STORED_SESSION });
    await screen.findByText('Enter your email. We’ll send a code to it to confirm it’s yours.');
    type('New email', 'first@example.com');
    await press('Send code');
    expect(server.requestsTo('requestEmailChange')[0]?.body).toEqual({ email: 'first@example.com' });
    await screen.findByLabelText('Confirmation code');
    type('Confirmation code', '123456');
    await press('Save');
    await screen.findByRole('heading', { name: 'Email updated' });
    expect(server.requestsTo('confirmEmailChange')[0]?.body).toEqual({
      code: '123456',
      email: 'first@example.com',
    });
  });
});

describe('phone change (spec 001 §4, §8)', () => {
  it('confirms a finished change as "Phone number updated", not as the 24-hour limit it just started', async () => {
    const server = createAccountServer({ user: makeUser({ phone: '+48600100200' }) });
    server.handlers.requestPhoneChange = () => ({ ...SENT, sent_to: '+48*****200' });
    server.handlers.confirmPhoneChange = () =>
      makeUser({ phone: '+48600100300', phone_changed_at: new Date().toISOString() });
    const { services, storage } = renderApp({
      path: '/profile/personal-details/phone-edit',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    await press('Send code');
    await screen.findByText('We sent a 6-digit code to +48*****200.');
    type('Confirmation code', '123456');
    await press('Continue');
    type('New phone number', '+48 600 100 300');
    await press('Save');
    expect(await screen.findByRole('heading', { name: 'Phone number updated' })).toBeTruthy();
    expect(screen.queryByText(/already changed your phone/)).toBeNull();
    expect(services.session.getState().user?.phone).toBe('+48600100300');
    expect(storage.getItem('ferry.contact-change')).toBeNull();
  });

  it('a reload during the change returns to the code step, with its resend wait', async () => {
    const server = createAccountServer({ user: makeUser({ phone: '+48600100200' }) });
    server.handlers.requestPhoneChange = () => ({ ...SENT, sent_to: '+48*****200' });
    const first = renderApp({
      path: '/profile/personal-details/phone-edit',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    await press('Send code');
    await screen.findByText('We sent a 6-digit code to +48*****200.');
    first.unmount();

    renderApp({
      path: '/profile/personal-details/phone-edit',
      fetch: server.fetch,
      session: STORED_SESSION,
      storage: first.storage,
    });
    expect(await screen.findByText('We sent a 6-digit code to +48*****200.')).toBeTruthy();
    expect(screen.getByLabelText('Confirmation code')).toBeTruthy();
    expect(screen.getByText(/You can request a new code in/)).toBeTruthy();
    expect(server.requestsTo('requestPhoneChange')).toHaveLength(1);
  });

  it('a stored change of another account is not resumed', async () => {
    const server = createAccountServer({ user: makeUser({ phone: '+48600100200' }) });
    const first = renderApp({
      path: '/profile/personal-details/phone-edit',
      fetch: server.fetch,
      session: STORED_SESSION,
    });
    await screen.findByRole('button', { name: 'Send code' });
    first.unmount();
    first.storage.setItem(
      'ferry.contact-change',
      JSON.stringify({
        userId: '00000000-0000-4000-8000-00000000dead',
        kind: 'phone',
        sent: SENT,
        sentAtMs: Date.now(),
      }),
    );
    renderApp({
      path: '/profile/personal-details/phone-edit',
      fetch: server.fetch,
      session: STORED_SESSION,
      storage: first.storage,
    });
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('is closed for 24 hours after a change', async () => {
    const justNow = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const server = createAccountServer({
      user: makeUser({ phone: '+48600100200', phone_changed_at: justNow }),
    });
    renderApp({ path: '/profile/personal-details/phone-edit', fetch: server.fetch, session: STORED_SESSION });
    expect(
      await screen.findByRole('heading', {
        name: "You've already changed your phone. You can update it again in 24 hours",
      }),
    ).toBeTruthy();
  });

  it.each([
    [
      'PHONE_CHANGE_LIMIT_EXCEEDED',
      429,
      "You've already changed your phone. You can update it again in 24 hours",
    ],
    ['TOO_MANY_REQUESTS', 429, 'Too many requests, please try again in a few seconds'],
    ['NOT_ACCEPTABLE', 406, 'Too many requests, please try again in a few seconds'],
    ['CONFLICT_ERROR', 409, 'Invalid phone number'],
    ['BAD_REQUEST', 400, 'Invalid phone number'],
    ['UNPROCESSABLE_ENTITY', 422, "The phone number's country is not supported"],
  ])('the phone form reads %s as its own message', async (code, status, message) => {
    const server = createAccountServer({ user: makeUser({ phone: null }) });
    server.handlers.requestPhoneChange = () => failure(status, code);
    renderApp({ path: '/profile/personal-details/phone-edit', fetch: server.fetch, session: STORED_SESSION });
    await screen.findByLabelText('New phone number');
    type('New phone number', '+48 600 100 200');
    await press('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('a number outside every plan and an anonymous +888 are refused before sending, each with its reason', async () => {
    const server = createAccountServer({ user: makeUser({ phone: null }) });
    renderApp({ path: '/profile/personal-details/phone-edit', fetch: server.fetch, session: STORED_SESSION });
    await screen.findByLabelText('New phone number');
    type('New phone number', '+48 12');
    await press('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid phone number');
    type('New phone number', '+888 0123 4567');
    await press('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe(ANONYMOUS_REFUSAL);
    expect(server.requestsTo('requestPhoneChange')).toHaveLength(0);
  });

  it('the server’s refusal of an anonymous number reads as that, not as a rate message', async () => {
    const server = createAccountServer({ user: makeUser({ phone: null }) });
    server.handlers.requestPhoneChange = () => failure(422, 'ANONYMOUS_NUMBER_NOT_ALLOWED');
    renderApp({ path: '/profile/personal-details/phone-edit', fetch: server.fetch, session: STORED_SESSION });
    await screen.findByLabelText('New phone number');
    type('New phone number', '+48 600 100 200');
    await press('Send code');
    expect((await screen.findByRole('alert')).textContent).toBe(ANONYMOUS_REFUSAL);
  });
});
