import {
  oneCallParameter,
  planQuotedMovement,
  quotedBalanceMovement,
  USAGE_UNCOUNTED_STATUSES,
} from '@ferry/server';
import { pgbenchJson, sqlText, uuidArray } from './pgbench-text';
import type { TransferParty } from './transfer-statements';

/**
 * A pgbench script that sends, per transaction, what the server sends the database for one
 * conversion (conversion-requests.ts): `POST quotes`, the quote's row; then `POST conversions`, the
 * conversion's one call, `money_apply` with the plan the server builds (planQuotedMovement,
 * oneCallParameter) taking that quote. The guard's reads (two-factor, the verified residence) are
 * kept by the server between a user's requests (auth/announced-cache.ts) and are left out. Beside
 * tpcb-like it bounds what the conversions case can reach on this machine.
 */

// Stand-ins in the planned text, each replaced by an SQL expression per transaction.
const PROFILE = '00000000-0000-4000-8000-00000000000a';
const USER = '00000000-0000-4000-8000-00000000000c';
const QUOTE = '00000000-0000-4000-8000-00000000000d';
const KEY = 'bench-key-stand-in';

/** 10 EUR to USDT at 1.05 with a 0.10 EUR fee, as the sandbox's rates price it, near enough. */
const AMOUNTS = { from: 1_000n, fee: 10n, to: 10_395_000n, rate: '1.05' } as const;

// Stand-ins of an exchange's limits stamp (what the server read of the month), set per transaction.
const STAMP_COUNT = 987_654_321;
const STAMP_CHANGED = '123456789012345678';

/**
 * The script for `parties`, each transaction converting (or, `exchange`, buying USDT between
 * balances) for one of them at random. An exchange reads what the server reads for its limits
 * (the profile's verification steps, the month's counted rows: here their count and latest change,
 * the stamp the call compares) and its call carries that stamp.
 */
export function quotedStatementsScript(
  parties: readonly TransferParty[],
  kind: 'convert' | 'exchange',
): string {
  const profiles = uuidArray(parties.map((party) => party.profileId));
  const users = uuidArray(parties.map((party) => party.userId));
  const at = new Date();
  const quote = {
    id: QUOTE,
    profileId: PROFILE,
    kind,
    fromCurrency: 'EUR',
    toCurrency: 'USDT',
    fromPayway: kind === 'exchange' ? 'balance' : null,
    toPayway: kind === 'exchange' ? 'balance' : null,
    fromNetwork: null,
    toNetwork: null,
    fromAmountMinor: AMOUNTS.from,
    toAmountMinor: AMOUNTS.to,
    feeMinor: AMOUNTS.fee,
    payInFeeMinor: 0n,
    feeCurrency: 'EUR',
    toFeeMinor: 0n,
    networkFeeMinor: 0n,
    rate: AMOUNTS.rate,
    limits: { currency: 'EUR', min: '1', max: '100000', mult: null },
    toLimits: null,
    createdAt: at,
    expiresAt: new Date(at.getTime() + 30_000),
  } satisfies Parameters<typeof quotedBalanceMovement>[0];
  const movement = quotedBalanceMovement(quote, kind, PROFILE);
  if (!movement) throw new Error('a quoted movement of the bench is between balances');
  const month = { start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)) };
  const monthEnd = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  const uncounted = USAGE_UNCOUNTED_STATUSES;
  const stamp =
    kind === 'exchange'
      ? {
          profileId: PROFILE,
          monthStart: month.start,
          monthEnd,
          uncountedStatuses: uncounted,
          count: STAMP_COUNT,
          lastChangedUs: STAMP_CHANGED,
        }
      : null;
  const { plan } = planQuotedMovement(quote, movement, at, stamp);
  const [row] = plan.transactions as { id: string; external_id: string }[];
  if (!row) throw new Error('a conversion plans one transaction');
  const { parameter } = oneCallParameter(
    {
      scope: `user:${USER}`,
      key: KEY,
      endpointId: kind === 'exchange' ? 'createExchange' : 'createConversion',
      fingerprint: KEY,
    },
    plan,
    JSON.stringify,
  );
  // Fresh ids per transaction: \set u gives 12 random digits, each id its own prefix.
  const id = (prefix: string) => `('00000000-0000-4000-${prefix}-' || lpad(:u::text, 12, '0'))`;
  const expressions = new Map([
    [PROFILE, ':profile::text'],
    [USER, ':owner::text'],
    [QUOTE, id('8004')],
    [row.id, id('8001')],
    [row.external_id, `('C' || :k::text)`],
    [KEY, ':k::text'],
    [String(STAMP_COUNT), ':n::text'],
    [STAMP_CHANGED, ':changed::text'],
    ...(plan.ledger as { id: string }[]).map((leg, i) => [leg.id, id(`810${i}`)] as const),
  ]);
  const call = sqlText(pgbenchJson(JSON.parse(JSON.stringify(parameter))), expressions);
  const payway = kind === 'exchange' ? "'balance'" : 'NULL';
  const limitsReads =
    kind === 'exchange'
      ? [
          'SELECT * FROM verification_steps WHERE profile_id = :profile::uuid;',
          'SELECT count(*) AS n, max((extract(epoch FROM updated_at) * 1000000)::bigint) AS changed ' +
            `FROM transactions WHERE profile_id = :profile::uuid AND created_at >= '${month.start.toISOString()}' ` +
            `AND created_at < '${monthEnd.toISOString()}' AND money_limits_counted(type, payway, requisite) ` +
            `AND status <> ALL (ARRAY['${uncounted.join("','")}']) \\gset`,
        ]
      : [];
  return [
    `\\set a random(1, ${parties.length})`,
    '\\set k random(1, 9000000000000000)',
    '\\set u random(1, 999999999999)',
    `SELECT ${profiles}[:a] AS profile, ${users}[:a] AS owner \\gset`,
    'INSERT INTO quotes (id, profile_id, kind, from_payway, to_payway, from_currency, to_currency, from_amount, to_amount, fee, ' +
      'payin_fee, fee_currency, to_fee, network_fee, rate, limits, created_at, expires_at) VALUES (' +
      `${id('8004')}::uuid, :profile::uuid, '${kind}', ${payway}, ${payway}, 'EUR', 'USDT', ${AMOUNTS.from}, ${AMOUNTS.to}, ` +
      `${AMOUNTS.fee}, 0, 'EUR', 0, 0, '${AMOUNTS.rate}', '{"from": null}', now(), now() + interval '30 seconds');`,
    ...limitsReads,
    `SELECT money_apply((${call})::jsonb);`,
    '',
  ].join('\n');
}
