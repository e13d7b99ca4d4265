-- Payment orders (issue 16): a merchant's server asks for an amount to receive; its customer pays
-- it in the pay frame (/pay-frame/order/<token>) into the account the merchant's key acts for.
CREATE TABLE payment_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  api_key_id uuid NOT NULL REFERENCES api_keys (id),
  -- The account paid: the key's own profile, or a test-mode key's sandbox account.
  profile_id uuid NOT NULL REFERENCES profiles (id),
  user_id uuid NOT NULL REFERENCES users (id),
  is_test_mode boolean NOT NULL,
  -- The pay frame's capability (256 bits): whoever holds the pay URL may read and pay the order,
  -- which moves money only towards the merchant.
  pay_token text NOT NULL UNIQUE CHECK (char_length(pay_token) BETWEEN 32 AND 128),
  merchant_reference text NOT NULL CHECK (char_length(merchant_reference) BETWEEN 1 AND 128),
  customer_reference text CHECK (char_length(customer_reference) <= 128),
  customer_email text CHECK (char_length(customer_email) <= 254),
  amount_minor numeric(78, 0) NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  callback_url text CHECK (char_length(callback_url) <= 2048),
  return_url text CHECK (char_length(return_url) <= 2048),
  return_fail_url text CHECK (char_length(return_fail_url) <= 2048),
  -- NEW: waiting to be paid; WAIT: a payment is under way (3-D Secure, a bank transfer); DONE:
  -- paid; EXPIRED and CANCELLED refuse payment. A payment that fails puts the order back to NEW.
  status text NOT NULL CHECK (status IN ('NEW', 'WAIT', 'DONE', 'EXPIRED', 'CANCELLED')),
  -- The payment under way or the one that paid it.
  transaction_id uuid REFERENCES transactions (id),
  -- What the payer does next for that payment (3-D Secure, a bank transfer), as the deposit said.
  next_action jsonb,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX payment_orders_key_idx ON payment_orders (api_key_id, created_at DESC);
-- The sweeper's two questions: which NEW orders ran out, which payments under way moved on.
CREATE INDEX payment_orders_open_idx ON payment_orders (status, expires_at) WHERE status IN ('NEW', 'WAIT');
CREATE UNIQUE INDEX payment_orders_transaction_idx ON payment_orders (transaction_id)
  WHERE transaction_id IS NOT NULL;
