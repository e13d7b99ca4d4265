-- Merchant webhooks in the Standard Webhooks format (issue 16): one endpoint per API key, a
-- message per event and key under a stable id, and a row per delivery attempt (the delivery log).

CREATE TABLE merchant_webhook_endpoints (
  api_key_id uuid PRIMARY KEY REFERENCES api_keys (id),
  url text NOT NULL CHECK (char_length(url) <= 2048),
  -- The signing secret (`whsec_…`), sealed at rest: the server must sign, so it keeps the secret.
  secret_sealed text NOT NULL,
  -- The secret before the last rotation, still signing alongside until `previous_secret_until`.
  previous_secret_sealed text,
  previous_secret_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((previous_secret_sealed IS NULL) = (previous_secret_until IS NULL))
);

CREATE TABLE merchant_webhook_messages (
  api_key_id uuid NOT NULL REFERENCES api_keys (id),
  -- The `webhook-id`: the same on every attempt, so the receiver drops repeats by it.
  webhook_id text NOT NULL CHECK (char_length(webhook_id) <= 64),
  event_type text NOT NULL,
  payload jsonb NOT NULL,
  -- The outbox event it came from, and what it said: one message per transaction status and key.
  outbox_event_id bigint,
  transaction_ref text,
  transaction_status text,
  created_at timestamptz NOT NULL,
  -- Attempts made while the message is in its retry schedule (the position in the schedule).
  scheduled_attempts integer NOT NULL DEFAULT 0,
  -- When the next attempt is due; null once delivered or given up. A claimed message has it moved
  -- a lease ahead while its call runs.
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  gave_up_at timestamptz,
  -- The owner asked to send it again: the next attempt is a resend, which after a delivery or a
  -- give-up is a single attempt (no schedule follows it).
  resend_requested boolean NOT NULL DEFAULT false,
  PRIMARY KEY (api_key_id, webhook_id),
  UNIQUE (api_key_id, transaction_ref, transaction_status)
);
CREATE INDEX merchant_webhook_messages_due_idx ON merchant_webhook_messages (next_attempt_at)
  WHERE next_attempt_at IS NOT NULL;
CREATE INDEX merchant_webhook_messages_log_idx ON merchant_webhook_messages (api_key_id, created_at DESC);

CREATE TABLE merchant_webhook_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  api_key_id uuid NOT NULL,
  webhook_id text NOT NULL,
  attempt_number integer NOT NULL CHECK (attempt_number >= 1),
  is_resend boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL,
  -- The receiver's HTTP status, or null when no answer came (then `error` says why).
  status_code integer,
  error text,
  response_ms integer NOT NULL CHECK (response_ms >= 0),
  -- When the schedule tries again after this attempt; null when it does not.
  next_retry_at timestamptz,
  FOREIGN KEY (api_key_id, webhook_id) REFERENCES merchant_webhook_messages (api_key_id, webhook_id),
  UNIQUE (api_key_id, webhook_id, attempt_number)
);

-- Outbox events already turned into messages for a key (or found to need none): the intake reads
-- the outbox for events without a mark, so nothing is lost across a restart or taken twice.
CREATE TABLE merchant_webhook_intake (
  outbox_event_id bigint NOT NULL,
  api_key_id uuid NOT NULL,
  PRIMARY KEY (outbox_event_id, api_key_id)
);

-- The intake finds a user's merchant keys by user.
CREATE INDEX merchant_customers_user_idx ON merchant_customers (user_id);
