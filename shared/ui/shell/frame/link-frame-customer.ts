import { linkFrameCustomer } from '@ferry/shared/contracts';
import type { ApiCaller } from '../../queries/api-context';
import type { SessionStore } from '../session/session-store';

/**
 * Links whoever signs in inside a frame that has a token to the merchant's key: once
 * per user, as soon as the session knows them — an email sign-in in a signed frame makes the
 * customer the merchant's under its `externalCustomerId`, as a session link does. A refusal
 * changes nothing on the screen: the link is the merchant's convenience, not the customer's step.
 */
export function linkFrameCustomerOnSignIn(session: SessionStore, api: ApiCaller): () => void {
  let linkedUserId: string | null = null;
  const linkIfNew = () => {
    const { status, user } = session.getState();
    if (!user || status !== 'signed-in') return;
    if (linkedUserId === user.uuid) return;
    linkedUserId = user.uuid;
    void api.call(linkFrameCustomer, { body: {} }).catch(() => undefined);
  };
  linkIfNew();
  return session.subscribe(linkIfNew);
}
