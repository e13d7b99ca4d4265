-- Self-custody wallet transfers the app asked the bot to report (issue 15). Only public facts:
-- the external message hash the wallet tracks, the sending wallet, what it moved. The server
-- follows the hash on the chain until the trace is final or failed (or its lifetime is over),
-- then leaves one `wallet.transfer` outbox event for the user, which the bot's feed reads.
CREATE TABLE wallet_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- TEP-467 normalised hash of the external message, lower-case hex.
  message_hash text NOT NULL CHECK (message_hash ~ '^[0-9a-f]{64}$'),
  -- The sending wallet, raw form `0:<hex>`.
  address text NOT NULL CHECK (address ~ '^-?[0-9]+:[0-9a-f]{64}$'),
  amount numeric(78, 0) NOT NULL CHECK (amount >= 0),
  symbol text NOT NULL CHECK (char_length(symbol) BETWEEN 1 AND 12),
  decimals smallint NOT NULL CHECK (decimals BETWEEN 0 AND 18),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'final', 'failed', 'expired')),
  -- Until then the chain may still take the message (its lifetime plus a margin).
  expires_at timestamptz NOT NULL,
  -- When the next lookup of the hash is due (polling at a bounded rate).
  next_check_at timestamptz NOT NULL,
  -- The outbox event that told the user: at most one per transfer.
  outbox_event_id bigint UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (user_id, message_hash),
  CHECK ((status = 'pending') = (settled_at IS NULL))
);
CREATE INDEX wallet_transfers_pending_idx ON wallet_transfers (next_check_at) WHERE status = 'pending';
CREATE INDEX wallet_transfers_hash_idx ON wallet_transfers (message_hash) WHERE status = 'pending';
