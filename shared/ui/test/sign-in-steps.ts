import type { CodeSentResponse } from '@ferry/shared/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { createAccountServer, makeLogin } from './account.test-kit';
import type { FakeServer } from './fake-server';

/** What the server answers to an email code request in the sign-in tests. */
export const SENT: CodeSentResponse = {
  sent_to: 'o***a@example.com',
  code_length: 6,
  expires_in_seconds: 600,
  resend_after_seconds: 60,
};

/** An account server that sends email codes and signs in with any code. */
export function emailServer(): FakeServer {
  const server = createAccountServer();
  server.handlers.requestEmailCode = () => SENT;
  server.handlers.confirmEmailCode = () => makeLogin();
  return server;
}

export function typeEmail(value: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
}

export async function submitEmail(email = 'ola@example.com') {
  typeEmail(email);
  fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
}

export function typeCode(value: string, label = 'Code from the email') {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
