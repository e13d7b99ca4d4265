-- Deposits (issue 4): saved cards for top-ups, card payments with their 3-D Secure step, payments
-- that wait for the payer elsewhere (bank transfer, Blik, monobank), permanent crypto deposit
-- addresses and the transfers that arrive on them. Amounts are integers of the smallest unit.

-- A card a user keeps for top-ups (spec 000 §3 "Saved card"). Never the full number or the CVV:
-- the acquirer's token pays, the fingerprint (an HMAC of the number under a server secret) finds
-- the same card saved twice or by someone else.
CREATE TABLE saved_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  user_id uuid NOT NULL REFERENCES users (id),
  brand text NOT NULL CHECK (brand IN ('visa', 'mastercard')),
  masked_number text NOT NULL CHECK (masked_number ~ '^[0-9]{6}\*+[0-9]{4}$'),
  last4 char(4) NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month smallint NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year smallint NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2099),
  holder_name text NOT NULL,
  fingerprint text NOT NULL,
  provider text NOT NULL,
  provider_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX saved_cards_profile_fingerprint_key ON saved_cards (profile_id, fingerprint) WHERE deleted_at IS NULL;
CREATE INDEX saved_cards_fingerprint_idx ON saved_cards (fingerprint) WHERE deleted_at IS NULL;
CREATE INDEX saved_cards_profile_idx ON saved_cards (profile_id, created_at) WHERE deleted_at IS NULL;

-- One card payment of a PAYIN: what the acquirer said, and the 3-D Secure step when it asked for one.
CREATE TABLE card_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  transaction_id uuid NOT NULL UNIQUE REFERENCES transactions (id),
  card_id uuid REFERENCES saved_cards (id),
  provider text NOT NULL,
  provider_ref text NOT NULL,
  wallet_pay text CHECK (wallet_pay IN ('apple_pay', 'google_pay', 'samsung_pay')),
  masked_number text,
  status text NOT NULL CHECK (status IN ('requires_3ds', 'succeeded', 'declined')),
  decline_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A payment completed away from Ferry: a bank transfer found by its reference, a Blik code
-- confirmed in the bank app, a monobank invoice page. Crediting it twice is impossible: the
-- status moves from pending exactly once, under a row lock.
CREATE TABLE external_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  transaction_id uuid NOT NULL UNIQUE REFERENCES transactions (id),
  kind text NOT NULL CHECK (kind IN ('bank_transfer', 'blik', 'monobank')),
  provider text NOT NULL,
  -- The bank reference or the provider's payment id; what an arriving payment is matched by.
  reference text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'credited', 'suspense', 'declined')),
  expected_amount numeric(78, 0) NOT NULL CHECK (expected_amount > 0),
  received_amount numeric(78, 0) CHECK (received_amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE UNIQUE INDEX external_payments_reference_key ON external_payments (kind, reference);

-- A permanent deposit address per profile, currency and network (spec 000 §4). On networks that
-- share one address (TON) the memo tells the owner apart.
CREATE TABLE deposit_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  currency text NOT NULL REFERENCES currencies (code),
  network text NOT NULL,
  address text NOT NULL,
  memo text NOT NULL DEFAULT '',
  provider text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX deposit_addresses_owner_key ON deposit_addresses (profile_id, currency, network);
CREATE UNIQUE INDEX deposit_addresses_target_key ON deposit_addresses (network, currency, address, memo);

-- A transfer seen arriving on a deposit address; credited once it has `required_confirmations`.
CREATE TABLE crypto_deposits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  address_id uuid NOT NULL REFERENCES deposit_addresses (id),
  transaction_id uuid NOT NULL UNIQUE REFERENCES transactions (id),
  network text NOT NULL,
  tx_hash text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  confirmations integer NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
  required_confirmations integer NOT NULL CHECK (required_confirmations >= 0),
  status text NOT NULL DEFAULT 'confirming' CHECK (status IN ('confirming', 'credited', 'suspense')),
  created_at timestamptz NOT NULL DEFAULT now(),
  credited_at timestamptz
);
CREATE UNIQUE INDEX crypto_deposits_hash_key ON crypto_deposits (network, tx_hash);
CREATE INDEX crypto_deposits_confirming_idx ON crypto_deposits (created_at) WHERE status = 'confirming';
