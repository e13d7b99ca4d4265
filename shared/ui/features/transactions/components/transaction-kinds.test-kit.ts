import type { TransactionView } from '@ferry/shared/contracts';
import { directionOf } from '@ferry/shared/domain';
import { screen, within } from '@testing-library/react';
import { createAccountServer, STORED_SESSION } from '../../../test/account.test-kit';
import { failure } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { makeTransaction } from '../../../test/transaction.test-kit';

// What transaction-kinds.test.tsx shares with its cases: the shape of a case and how a page is read.

export const PAST = '2026-03-05T09:37:00.000Z';
export const FUTURE = new Date(Date.now() + 3_600_000).toISOString();

export interface KindCase {
  name: string;
  transaction: Partial<TransactionView> & Pick<TransactionView, 'type'>;
  title: string;
  /** The step view, each step's words and state; empty when the kind happens at once. */
  steps: [text: string, status: string][];
  /** The large amount: what the person got. */
  headline: string;
  /** The line under it, when there is one. */
  subline?: string;
  /** The lines under it, when there are several (a quote, then that nothing is credited yet). */
  sublines?: string[];
  /** Labels of the details and their values. */
  fields: Record<string, string>;
  /** Labels that must not be there (a time to pay on a paid order). */
  absentFields?: string[];
}

/** Words the API uses among themselves, never shown (item 16: "card_mask · visa"). */
export const RAW_WORDS = /card_mask|wallet_pay|requisite_id|profile_id|confirmations:|\bvisa\b/;

export function transactionOf(kind: KindCase): TransactionView {
  return makeTransaction({
    direction: directionOf(kind.transaction.type),
    payway: null,
    ...kind.transaction,
  });
}

export function open(path: string, transaction: TransactionView) {
  const server = createAccountServer();
  server.handlers.getTransaction = (request) =>
    request.params.externalId === transaction.id ? transaction : failure(404, 'NOT_FOUND');
  return renderApp({ path, session: STORED_SESSION, fetch: server.fetch });
}

/** Text as read: money writes a no-break space between amount and code. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\u00a0/g, ' ');
}

/** The details list as label → text. */
export function detailFields(): Map<string, string> {
  const details = screen.getByRole('region', { name: /^Details$/ });
  const terms = within(details).getAllByRole('term');
  return new Map(terms.map((term) => [textOf(term), textOf(term.nextElementSibling)]));
}
