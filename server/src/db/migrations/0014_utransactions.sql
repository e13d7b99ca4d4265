-- Unified transactions (spec 000 §2 "Unified transactions", §3): UDEPOSIT, UPAYOUT, UCONVERT and
-- UCONVERT_PAYOUT are set up in steps — the order, then its requisites, then a confirmation —
-- and become a transaction only when confirmed. A draft moves no money.
CREATE TABLE utransaction_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  type text NOT NULL CHECK (type IN ('UDEPOSIT', 'UPAYOUT', 'UCONVERT', 'UCONVERT_PAYOUT')),
  currency text NOT NULL REFERENCES currencies (code),
  to_currency text REFERENCES currencies (code),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  payway text,
  network text,
  -- What the requisites step chose: a saved requisite id, typed-in details, or a Ferry profile.
  requisite jsonb,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'confirmed', 'expired')),
  transaction_id uuid REFERENCES transactions (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX utransaction_drafts_profile_idx ON utransaction_drafts (profile_id, created_at DESC);
