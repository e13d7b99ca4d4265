import type { LoginResponse } from '@ferry/shared/contracts';
import { expect } from 'vitest';
import { auditLedger } from '../ledger/ledger-audit';
import { bearer, type TestApp } from './test-app';

export interface Answer {
  status: number;
  body: Record<string, unknown> & {
    error?: { code: string; details?: Record<string, unknown> };
    transaction?: Record<string, unknown> & { id: string; status: string };
    next_action?: Record<string, unknown> | null;
  };
}

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** Calls of one signed-in user against the client base, each POST with a fresh idempotency key. */
export function createDepositsClient(testApp: TestApp, login: LoginResponse) {
  const headers = (extra: Record<string, string> = {}) => bearer(login, extra);
  return {
    async post(path: string, body: unknown, idempotencyKey: string = crypto.randomUUID()): Promise<Answer> {
      const response = await testApp.app.request(`/api/client/v1/${path}`, {
        method: 'POST',
        headers: headers({ 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey }),
        body: JSON.stringify(body),
      });
      return answerOf(response);
    },
    async get(path: string): Promise<Answer> {
      return answerOf(await testApp.app.request(`/api/client/v1/${path}`, { headers: headers() }));
    },
    async delete(path: string): Promise<Answer> {
      return answerOf(
        await testApp.app.request(`/api/client/v1/${path}`, { method: 'DELETE', headers: headers() }),
      );
    },
    /** Available balance per currency, in whole units as the API shows them. */
    async balances(): Promise<Record<string, string>> {
      const { body } = await this.get('balances');
      const balances = body.balances as { currency: string; available: string }[];
      return Object.fromEntries(balances.map((balance) => [balance.currency, balance.available]));
    },
  };
}

/** A sandbox dev route (outside the API bases, no auth). */
export async function callSandbox(testApp: TestApp, path: string, body?: unknown): Promise<Answer> {
  const response = await testApp.app.request(`/api/dev/sandbox/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return answerOf(response);
}

export async function expectLedgerBalanced(testApp: TestApp): Promise<void> {
  const report = await auditLedger(testApp.context.db);
  expect(report.findings).toEqual([]);
  expect(report.isBalanced).toBe(true);
}

/** Ledger transfers booked for a transaction (by public id), as kind and amount in minor units. */
export async function transfersOf(testApp: TestApp, externalId: string) {
  const rows = await testApp.context.db
    .selectFrom('ledger_transfers')
    .innerJoin('transactions', 'transactions.id', 'ledger_transfers.transaction_id')
    .select(['ledger_transfers.kind', 'ledger_transfers.amount', 'ledger_transfers.currency'])
    .where('transactions.external_id', '=', externalId)
    .execute();
  return rows.map((row) => ({ kind: row.kind, amount: String(row.amount), currency: row.currency }));
}

export async function countTransactions(testApp: TestApp, profileId: string): Promise<number> {
  const rows = await testApp.context.db
    .selectFrom('transactions')
    .select('id')
    .where('profile_id', '=', profileId)
    .execute();
  return rows.length;
}
