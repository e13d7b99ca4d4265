-- Custodial TON deposits from the local TON chain (issue 15). Ferry owns one hot wallet per
-- currency it takes on TON (TON itself, USDT as a jetton); users tell their deposits apart with
-- the memo (comment) of their `deposit_addresses` row, as exchanges on TON do.

-- The hot wallets: made once on the first start (a random ed25519 key pair, wallet v5R1), the
-- secret key sealed with the server's sealing key (AES-256-GCM, see auth/sealing.ts). The primary
-- key makes two instances that start together agree on one wallet.
CREATE TABLE ton_hot_wallets (
  currency text PRIMARY KEY REFERENCES currencies (code),
  version text NOT NULL CHECK (version IN ('v5r1')),
  -- Raw form `0:<hex>`, as the chain reports accounts.
  address text NOT NULL UNIQUE CHECK (address ~ '^0:[0-9a-f]{64}$'),
  public_key text NOT NULL CHECK (public_key ~ '^[0-9a-f]{64}$'),
  sealed_secret_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every transfer the chain committed into a hot wallet, keyed by the hash of the transaction that
-- took the money in (finer than the trace's event id: one trace may carry a TON and a jetton
-- deposit). `matched` went to the memo's owner as a crypto deposit; `unclaimed` had no memo or
-- one nobody owns and waits for its sender to claim it; `claimed` was credited to the claimant.
CREATE TABLE ton_chain_deposits (
  tx_hash text PRIMARY KEY,
  event_id text NOT NULL,
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  -- The sending wallet (for a jetton: the owner of the sending jetton wallet), raw form.
  sender text NOT NULL CHECK (sender ~ '^-?[0-9]+:[0-9a-f]{64}$'),
  comment text,
  -- The chain's committed-trace count after the deposit's trace (confirmations count from it).
  height bigint NOT NULL CHECK (height > 0),
  status text NOT NULL CHECK (status IN ('matched', 'unclaimed', 'claimed')),
  transaction_id uuid UNIQUE REFERENCES transactions (id),
  claimed_by uuid REFERENCES profiles (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz,
  CHECK ((status = 'unclaimed') = (transaction_id IS NULL))
);
CREATE INDEX ton_chain_deposits_unclaimed_idx ON ton_chain_deposits (sender, created_at) WHERE status = 'unclaimed';

-- A text the sender of an unclaimed deposit signs with the sending wallet's key to claim it: one
-- per ask, short-lived, used once.
CREATE TABLE ton_claim_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tx_hash text NOT NULL REFERENCES ton_chain_deposits (tx_hash),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  text text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ton_claim_challenges_deposit_idx ON ton_claim_challenges (tx_hash);
