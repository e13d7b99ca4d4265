-- Transactions as users see them (spec 000 §3 "Transaction fields"), their status history, the
-- answers stored for idempotent requests, and the events a state change leaves for the user's
-- socket and the merchant's webhook — written in the same database transaction as the money.

CREATE TABLE transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The public id in routes (/:transactionType/:externalId) and in merchant answers.
  external_id text NOT NULL UNIQUE,
  profile_id uuid NOT NULL REFERENCES profiles (id),
  type text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('PAYIN', 'PAYOUT', 'CONVERT', 'EXCHANGE')),
  status text NOT NULL DEFAULT 'NEW'
    CHECK (status IN ('NEW', 'WAIT', 'PROCESSING', 'DONE', 'CANCELLED', 'REJECT', 'EXPIRED', 'FAIL', 'ACTION_REQUIRED', 'MANUAL', 'RESOLVED')),
  exchange_kind text CHECK (exchange_kind IN ('BUY', 'SELL', 'SWAP')),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  currency text NOT NULL REFERENCES currencies (code),
  fee numeric(78, 0) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  fee_currency text REFERENCES currencies (code),
  -- The other side of a conversion: what the user receives (or pays, for a toAmount quote).
  to_amount numeric(78, 0) CHECK (to_amount > 0),
  to_currency text REFERENCES currencies (code),
  -- Units of to_currency per unit of currency, as an exact decimal string.
  rate text,
  network text,
  payway text,
  -- Where money comes from or goes: a masked card, an IBAN, an address with memo, bank details.
  requisite jsonb,
  hash text,
  parent_id uuid REFERENCES transactions (id),
  reproduced_id uuid REFERENCES transactions (id),
  quote_id uuid,
  failure_code text,
  -- A partial payout: what was paid of `amount` ("We can pay out X of Y").
  paid_amount numeric(78, 0) CHECK (paid_amount >= 0),
  provider_ref text,
  api_key_id uuid REFERENCES api_keys (id),
  callback_url text,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Newest first with a stable tie-break: the list's cursor is (created_at, id).
CREATE INDEX transactions_profile_idx ON transactions (profile_id, created_at DESC, id DESC);
CREATE INDEX transactions_expiry_idx ON transactions (expires_at) WHERE status IN ('NEW', 'WAIT');
CREATE INDEX transactions_parent_idx ON transactions (parent_id) WHERE parent_id IS NOT NULL;

CREATE TABLE transaction_status_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES transactions (id),
  from_status text,
  to_status text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transaction_status_history_idx ON transaction_status_history (transaction_id, id);

-- The first successful answer to a money-moving request, replayed byte for byte on a retry.
CREATE TABLE idempotency_keys (
  -- Whose key: 'user:<id>' or 'merchant:<api key id>'; keys of different callers never meet.
  scope text NOT NULL,
  key text NOT NULL,
  endpoint text NOT NULL,
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

-- Each user's events carry a gapless sequence, so a socket can ask "everything after n".
CREATE TABLE event_sequences (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  last_seq bigint NOT NULL
);

CREATE TABLE outbox_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  seq bigint NOT NULL,
  topic text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  UNIQUE (user_id, seq)
);
CREATE INDEX outbox_events_unpublished_idx ON outbox_events (id) WHERE published_at IS NULL;

-- Signed notifications to a merchant's callbackUrl, retried with backoff under the same id.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  api_key_id uuid NOT NULL REFERENCES api_keys (id),
  url text NOT NULL,
  payload jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  gave_up_at timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE delivered_at IS NULL AND gave_up_at IS NULL;
