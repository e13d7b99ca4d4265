import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { ApiCaller } from '../../queries/api-context';
import type { SessionState, SessionStore } from '../session/session-store';
import { linkFrameCustomerOnSignIn } from './link-frame-customer';

type Slice = Pick<SessionState, 'status' | 'user'>;

function sessionOf(initial: Slice) {
  return createStore<Slice>(() => initial) as unknown as SessionStore & {
    setState(patch: Partial<Slice>): void;
  };
}

const user = (uuid: string) => ({ uuid }) as SessionState['user'];

describe('linkFrameCustomerOnSignIn', () => {
  it('links each user once, when the session has them signed in', async () => {
    const call = vi.fn(async (_endpoint: { id: string }) => ({ linked: true }));
    const session = sessionOf({ status: 'signed-out', user: null });
    linkFrameCustomerOnSignIn(session, { call } as unknown as ApiCaller);
    expect(call).not.toHaveBeenCalled();
    session.setState({ status: 'signed-in', user: user('u-1') });
    session.setState({ status: 'signed-in', user: user('u-1') });
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0]).toMatchObject({ id: 'linkFrameCustomer' });
    session.setState({ status: 'signed-in', user: user('u-2') });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('links a user already signed in (a session link) and swallows a refusal', async () => {
    const call = vi.fn(async () => {
      throw new Error('refused');
    });
    const session = sessionOf({ status: 'signed-in', user: user('u-3') });
    linkFrameCustomerOnSignIn(session, { call } as unknown as ApiCaller);
    expect(call).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
