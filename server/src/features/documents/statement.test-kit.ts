import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../../db/schema';
import { available, house, type TransferSpec } from '../../ledger/ledger-types';
import type { ModuleContext } from '../../module-context/module-context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of the UTC day `days` away from today. */
export function dayFromToday(days: number, nowMs = Date.now()): string {
  return new Date(nowMs + days * DAY_MS).toISOString().slice(0, 10);
}

function credit(
  profileId: string,
  currency: string,
  amountMinor: bigint,
  transactionId: string,
): TransferSpec {
  return {
    id: randomUUID(),
    kind: 'credit',
    transactionId,
    debit: house('provider_clearing', currency, 'sandbox-bank'),
    credit: available(profileId, currency),
    amountMinor,
  };
}

/**
 * Ledger history moves its entries' time back: the ledger stamps entries with the database's
 * now() and forbids changing them, so the test lifts that guard for one update.
 */
export async function backdateTransfers(db: Kysely<Schema>, transferIds: readonly string[], days: number) {
  await db.transaction().execute(async (trx) => {
    await sql`ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_immutable`.execute(trx);
    await sql`UPDATE ledger_entries SET created_at = created_at - make_interval(days => ${days})
      WHERE transfer_id IN (${sql.join(transferIds.map((id) => sql`${id}::uuid`))})`.execute(trx);
    await sql`ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_immutable`.execute(trx);
  });
}

/** An old deposit: EUR 500.00 and USDT 20, credited 40 days ago. */
export async function makeOldDeposits(ctx: ModuleContext, profileId: string): Promise<void> {
  const transfers = await ctx.db.transaction().execute(async (trx) => {
    const eur = await ctx.transactions.create(trx, {
      profileId,
      type: 'PAYIN',
      currency: 'EUR',
      amountMinor: 50_000n,
    });
    const usdt = await ctx.transactions.create(trx, {
      profileId,
      type: 'PAYIN',
      currency: 'USDT',
      amountMinor: 20_000_000n,
    });
    const specs = [
      credit(profileId, 'EUR', 50_000n, eur.id),
      credit(profileId, 'USDT', 20_000_000n, usdt.id),
    ];
    await ctx.ledger.post(trx, specs);
    return specs.map((spec) => spec.id);
  });
  await backdateTransfers(ctx.db, transfers, 40);
}

/**
 * Today's movements: a deposit of EUR 100.00; a withdrawal that held 30.00, paid out 29.00 and
 * gave 1.00 back, with a 0.50 fee; a cancelled withdrawal whose 10.00 hold was voided; and an
 * exchange of EUR 20.00 into USDT 21.5.
 */
export async function makeTodaysMovements(ctx: ModuleContext, profileId: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const payin = await ctx.transactions.create(trx, {
      profileId,
      type: 'PAYIN',
      currency: 'EUR',
      amountMinor: 10_000n,
    });
    await ctx.ledger.post(trx, [credit(profileId, 'EUR', 10_000n, payin.id)]);

    const payout = await ctx.transactions.create(trx, {
      profileId,
      type: 'PAYOUT',
      currency: 'EUR',
      amountMinor: 3_000n,
    });
    const holdId = await ctx.ledger.hold(trx, {
      transactionId: payout.id,
      profileId,
      currency: 'EUR',
      amountMinor: 3_000n,
    });
    await ctx.ledger.postHold(trx, holdId, house('provider_clearing', 'EUR', 'sandbox-bank'), {
      amountMinor: 2_900n,
    });
    await ctx.ledger.post(trx, [
      {
        id: randomUUID(),
        kind: 'fee',
        transactionId: payout.id,
        debit: available(profileId, 'EUR'),
        credit: house('fees', 'EUR'),
        amountMinor: 50n,
      },
    ]);

    const cancelled = await ctx.transactions.create(trx, {
      profileId,
      type: 'PAYOUT',
      currency: 'EUR',
      amountMinor: 1_000n,
    });
    const voidedHold = await ctx.ledger.hold(trx, {
      transactionId: cancelled.id,
      profileId,
      currency: 'EUR',
      amountMinor: 1_000n,
    });
    await ctx.ledger.voidHold(trx, voidedHold);

    const exchange = await ctx.transactions.create(trx, {
      profileId,
      type: 'EXCHANGE',
      exchangeKind: 'SWAP',
      currency: 'EUR',
      amountMinor: 2_000n,
      toCurrency: 'USDT',
      toAmountMinor: 21_500_000n,
    });
    await ctx.ledger.post(trx, [
      {
        id: randomUUID(),
        kind: 'exchange_out',
        transactionId: exchange.id,
        debit: available(profileId, 'EUR'),
        credit: house('liquidity', 'EUR'),
        amountMinor: 2_000n,
      },
      {
        id: randomUUID(),
        kind: 'exchange_in',
        transactionId: exchange.id,
        debit: house('liquidity', 'USDT'),
        credit: available(profileId, 'USDT'),
        amountMinor: 21_500_000n,
      },
    ]);
    return { payin, payout, cancelled, exchange };
  });
}
