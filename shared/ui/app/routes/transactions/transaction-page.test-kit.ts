import type { TransactionView } from '@ferry/shared/contracts';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { createNativeTestPlatform } from '../../../test/fake-platform';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

// What the transaction page tests share: a signed-in server that knows some transactions, and the page opened on it.

/** A signed-in account whose server answers `getTransaction` from `transactions` by id. */
export function serverWith(...transactions: TransactionView[]) {
  const server = createAccountServer();
  const byId = new Map(transactions.map((transaction) => [transaction.id, transaction]));
  server.handlers.getTransaction = (request) =>
    byId.get(request.params.externalId ?? '') ?? failure(404, 'NOT_FOUND');
  return Object.assign(server, { byId });
}

export function open(
  path: string,
  server: ReturnType<typeof serverWith>,
  platform = createNativeTestPlatform().platform,
) {
  return renderApp({ path, session: STORED_SESSION, fetch: server.fetch, platform });
}
