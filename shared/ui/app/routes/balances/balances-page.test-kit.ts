import type { TransactionView } from '@ferry/shared/contracts';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { createMemoryStorage } from '../../../test/fake-platform';
import type { FakeRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

// What the balances screens' tests share: a signed-in server holding some balances and transactions, and a page opened on it.

interface MoneyServerOptions {
  balances?: { currency: string; available: string; held: string }[];
  /** The transactions, newest first; paged by the request's limit with a numeric cursor. */
  transactions?: TransactionView[];
}

export function moneyServer({ balances = [], transactions = [] }: MoneyServerOptions = {}) {
  const server = createAccountServer();
  server.handlers.listBalances = () => ({ balances });
  server.handlers.getBalancesTotal = (request: FakeRequest) => {
    const currency = request.query.get('currency') ?? 'USD';
    return {
      currency,
      total: currency === 'EUR' ? '92.5' : '100.5',
      balances: balances.map((balance) => ({
        currency: balance.currency,
        amount: balance.available,
        value: currency === 'EUR' ? '92.5' : '100.5',
        rate: '1',
      })),
      rated_at: '2026-03-05T10:00:00Z',
    };
  };
  server.handlers.listTransactions = (request: FakeRequest) => {
    const limit = Number(request.query.get('limit') ?? 20);
    const from = Number(request.query.get('cursor') ?? 0);
    const currency = request.query.get('currency');
    const matching = currency ? transactions.filter((item) => item.currency === currency) : transactions;
    const page = matching.slice(from, from + limit);
    return {
      transactions: page,
      next_cursor: from + limit < matching.length ? String(from + limit) : null,
    };
  };
  return server;
}

export function open(path: string, server: ReturnType<typeof moneyServer>, storage = createMemoryStorage()) {
  return renderApp({ path, fetch: server.fetch, session: STORED_SESSION, storage });
}
