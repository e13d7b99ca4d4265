/**
 * A pgbench script that sends, per transaction, the statements the server sends for one
 * `POST transfers` (as `transfers.module.test.ts` counts them): the caller's two-factor row, the
 * idempotency lock and stored key, the savepoint, the recipient, both transaction rows with their
 * history, the ledger's call, the stored answer and the events — with no Node in between. Run
 * beside tpcb-like it bounds what the transfers case can reach on this machine whatever the server
 * does: the database's own work per transfer.
 */

export interface TransferParty {
  profileId: string;
  userId: string;
}

const uuidArray = (values: readonly string[]) => `(ARRAY['${values.join("','")}']::uuid[])`;

// An announcement as the server writes it (about the same size), for the outbox rows and the stored
// answer. pgbench reads ":name" as a variable, so every colon is followed by a space.
const EVENT_PAYLOAD = JSON.stringify({
  transaction: {
    id: 'FBFXFH4KYZS0K',
    type: 'UDEPOSIT',
    direction: 'PAYIN',
    status: 'DONE',
    exchange_kind: null,
    amount: '0.01',
    currency: 'EUR',
    fee: '0',
    fee_currency: null,
    to_amount: null,
    to_currency: null,
    rate: null,
    network: null,
    payway: 'balance',
    requisite: { profile_id: '9131214e-eccc-47f1-86ee-49a290a5d3f8' },
    bank_details: null,
    hash: null,
    parent_id: 'FX8BPPW3STZJB',
    reproduced_id: null,
    paid_amount: null,
    failure_code: null,
    action_choices: [],
    expires_at: null,
    created_at: '2026-11-27T07:58:48.133Z',
    updated_at: '2026-11-27T07:58:48.133Z',
  },
}).replaceAll(':', ': ');

const TRANSACTION_COLUMNS =
  'external_id, profile_id, type, direction, status, exchange_kind, amount, currency, fee, fee_currency, ' +
  'to_amount, to_currency, rate, network, payway, requisite, hash, parent_id, reproduced_id, quote_id, ' +
  'failure_code, paid_amount, provider_ref, api_key_id, callback_url, expires_at';

function insertTransaction(input: {
  externalId: string;
  profile: string;
  type: string;
  direction: string;
  counterpart: string;
  parent: string;
  gset: boolean;
}): string {
  return (
    `WITH t AS (INSERT INTO transactions (${TRANSACTION_COLUMNS}) VALUES (${input.externalId}, ${input.profile}, ` +
    `'${input.type}', '${input.direction}', 'DONE', NULL, 1, 'EUR', 0, NULL, NULL, NULL, NULL, NULL, 'balance', ` +
    `jsonb_build_object('profile_id', ${input.counterpart}), NULL, ${input.parent}, NULL, NULL, NULL, NULL, NULL, ` +
    'NULL, NULL, NULL) RETURNING *), ' +
    `h AS (INSERT INTO transaction_status_history (transaction_id, from_status, to_status, reason) SELECT t.id, NULL, 'DONE', 'created' FROM t) ` +
    `SELECT t.id AS ${input.gset ? 'payout_id' : 'deposit_id'}, profiles.user_id AS owner_user_id, parent.external_id AS parent_external_id ` +
    'FROM t JOIN profiles ON profiles.id = t.profile_id LEFT JOIN transactions AS parent ON parent.id = t.parent_id' +
    (input.gset ? ' \\gset\n' : ';\n')
  );
}

/** The script for `parties` (at least two), each transaction from one at random to another. */
export function transferStatementsScript(parties: readonly TransferParty[]): string {
  const count = parties.length;
  const profiles = uuidArray(parties.map((party) => party.profileId));
  const users = uuidArray(parties.map((party) => party.userId));
  const sender = `${profiles}[:a]`;
  const recipient = `${profiles}[:b]`;
  const senderUser = `${users}[:a]`;
  const recipientUser = `${users}[:b]`;
  const scope = `'user:' || ${senderUser}::text`;
  const payload = `'${EVENT_PAYLOAD}'`;
  return [
    `\\set a random(1, ${count})`,
    `\\set d random(1, ${count - 1})`,
    `\\set b 1 + (:a - 1 + :d) % ${count}`,
    '\\set k random(1, 9000000000000000)',
    `SELECT * FROM two_factor WHERE user_id = ${senderUser};`,
    'BEGIN;',
    `SELECT pg_try_advisory_xact_lock(hashtextextended(${scope} || ':' || :k, 0)) AS acquired;`,
    `SELECT request_hash, status_code, response_body FROM idempotency_keys WHERE scope = ${scope} AND key = :k::text;`,
    'SAVEPOINT idempotent_work;',
    `SELECT profiles.id, users.status FROM profiles JOIN users ON users.id = profiles.user_id WHERE profiles.id = ${recipient};`,
    insertTransaction({
      externalId: `'P' || :k`,
      profile: sender,
      type: 'UPAYOUT',
      direction: 'PAYOUT',
      counterpart: recipient,
      parent: 'NULL',
      gset: true,
    }).trimEnd(),
    insertTransaction({
      externalId: `'D' || :k`,
      profile: recipient,
      type: 'UDEPOSIT',
      direction: 'PAYIN',
      counterpart: sender,
      parent: `:payout_id::uuid`,
      gset: false,
    }).trimEnd(),
    `SELECT ledger_post_transfer(gen_random_uuid(), 'transfer', :payout_id::uuid, 1::numeric, 'user_available', ` +
      `${sender}, 'EUR', NULL, 'user_available', ${recipient}, 'EUR', NULL);`,
    `INSERT INTO idempotency_keys (scope, key, endpoint, request_hash, status_code, response_body) ` +
      `VALUES (${scope}, :k::text, 'createTransfer', md5(:k::text), 200, ${payload});`,
    'WITH s AS (INSERT INTO event_sequences (user_id, last_seq) ' +
      `VALUES (LEAST(${senderUser}, ${recipientUser}), 1), (GREATEST(${senderUser}, ${recipientUser}), 1) ` +
      'ON CONFLICT (user_id) DO UPDATE SET last_seq = event_sequences.last_seq + excluded.last_seq RETURNING user_id, last_seq) ' +
      'INSERT INTO outbox_events (user_id, seq, topic, payload) ' +
      `SELECT s.user_id, s.last_seq, 'transaction.changed', ${payload}::jsonb FROM s RETURNING user_id, seq;`,
    'COMMIT;',
    '',
  ].join('\n');
}
