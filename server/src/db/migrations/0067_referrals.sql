-- Referral rewards (issue 29, docs/decisions.md "Frens: referral rewards"). A reward is one row per
-- qualifying transaction of an invited friend: REF_DEPOSIT for the friend's first credited deposit,
-- REF_CONVERT for a share of Ferry's fee on the friend's exchanges and conversions. The unique
-- (kind, source_transaction_id) is the reward's idempotency key: a rescan never pays twice.
-- pending: found, waiting for the friend's identity and the transaction's refund window;
-- paid: credited to the referrer from the house promotion account; refused: a self-referral or a
-- second account of one person (reason kept); void: refunded before it was paid;
-- clawed_back: refunded after it was paid, the reward taken back.
CREATE TABLE referral_rewards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('REF_DEPOSIT', 'REF_CONVERT')),
  referrer_user_id uuid NOT NULL REFERENCES users (id),
  friend_user_id uuid NOT NULL REFERENCES users (id),
  source_transaction_id uuid NOT NULL REFERENCES transactions (id),
  -- The friend's transaction as it counted: its amount and currency (the stats' total amount).
  source_amount numeric(78, 0) NOT NULL CHECK (source_amount >= 0),
  source_currency text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'paid', 'refused', 'void', 'clawed_back')),
  refusal_reason text,
  -- The friend's verified person (name, birth date, country of the document), once paid.
  friend_identity text,
  reward_transaction_id uuid REFERENCES transactions (id),
  clawback_transaction_id uuid REFERENCES transactions (id),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  CONSTRAINT referral_rewards_once UNIQUE (kind, source_transaction_id),
  CONSTRAINT referral_rewards_not_self CHECK (referrer_user_id <> friend_user_id),
  CHECK ((status = 'paid' OR status = 'clawed_back') = (reward_transaction_id IS NOT NULL)),
  CHECK ((status = 'clawed_back') = (clawback_transaction_id IS NOT NULL))
);
-- One deposit bonus per friend while it stands (a refunded one leaves room for the next deposit).
CREATE UNIQUE INDEX referral_rewards_one_deposit_bonus ON referral_rewards (friend_user_id)
  WHERE kind = 'REF_DEPOSIT' AND status IN ('pending', 'paid');
CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_user_id);
CREATE INDEX referral_rewards_open_idx ON referral_rewards (status) WHERE status IN ('pending', 'paid');

-- The name Telegram shows for the user (first and last name from the signed init data), kept
-- fresh at each Telegram sign-in: the referrer's friend list shows it and nothing more.
ALTER TABLE users ADD COLUMN tg_name text CHECK (char_length(tg_name) <= 200);
