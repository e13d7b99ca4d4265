-- Pay in a chat (issue 29): cards a user shares into a Telegram chat. A `send` card holds its
-- amount on the creator's profile (a ledger hold on `hold_transaction_id`, the creator's UPAYOUT)
-- until one other person claims it, the creator cancels it, or it returns by itself at
-- `expires_at`; a `request` card holds nothing and is paid by a transfer to the creator.
CREATE TABLE chat_payments (
  -- 20 characters of [0-9A-Z]: the `pay_<id>` start parameter carries it, so no '-'.
  id text PRIMARY KEY CHECK (id ~ '^[0-9A-Z]{20}$'),
  kind text NOT NULL CHECK (kind IN ('send', 'request')),
  status text NOT NULL CHECK (status IN ('draft', 'waiting', 'claimed', 'paid', 'cancelled', 'returned', 'expired')),
  creator_user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  creator_profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  creator_name text NOT NULL CHECK (char_length(creator_name) <= 200),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  note text CHECK (char_length(note) <= 140),
  counterparty_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  counterparty_profile_id uuid REFERENCES profiles (id) ON DELETE SET NULL,
  counterparty_name text CHECK (char_length(counterparty_name) <= 200),
  -- The creator's UPAYOUT whose hold carries a send card's money (null: a request, or a draft).
  hold_transaction_id uuid REFERENCES transactions (id),
  -- The counterparty's side: the claimer's UDEPOSIT, or the payer's UPAYOUT of a request.
  settle_transaction_id uuid REFERENCES transactions (id),
  -- The card the bot sent by inline mode; the bot edits it there as the card changes.
  inline_message_id text CHECK (char_length(inline_message_id) <= 256),
  prepared_message_id text CHECK (char_length(prepared_message_id) <= 256),
  prepared_message_expires_at timestamptz,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  CHECK ((status IN ('draft', 'waiting')) = (settled_at IS NULL)),
  CHECK (status NOT IN ('claimed', 'paid') OR counterparty_user_id IS NOT NULL)
);
CREATE INDEX chat_payments_creator_idx ON chat_payments (creator_user_id, created_at DESC);
CREATE INDEX chat_payments_counterparty_idx ON chat_payments (counterparty_user_id, created_at DESC)
  WHERE counterparty_user_id IS NOT NULL;
CREATE INDEX chat_payments_due_idx ON chat_payments (expires_at) WHERE status IN ('draft', 'waiting');
