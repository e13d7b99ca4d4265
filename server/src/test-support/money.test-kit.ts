import { fund } from '../ledger/ledger.test-kit';
import type { TestApp } from './test-app';

/** A signed-in user whose profile holds these amounts (minor units). */
export async function fundedUser(testApp: TestApp, amounts: Record<string, bigint>) {
  const login = await testApp.signIn();
  const profileId = login.profiles_id[0] as string;
  const transfers = Object.entries(amounts).map(([currency, amountMinor]) =>
    fund(profileId, currency, amountMinor),
  );
  await testApp.context.db.transaction().execute((trx) => testApp.context.ledger.post(trx, transfers));
  return { login, profileId };
}

/** The profile's available money per currency, in minor units. */
export async function availableOf(testApp: TestApp, profileId: string): Promise<Record<string, bigint>> {
  const balances = await testApp.context.ledger.balances(testApp.context.db, profileId);
  return Object.fromEntries(balances.map((balance) => [balance.currency, balance.availableMinor]));
}
