-- Ferry's own payment card (issue 28). A card is a row here plus its own profile (kind 'card'),
-- whose ledger accounts in the card's currency are the card's balance; the user's money profile
-- the card was issued from is its owner. Card profiles are never listed among the user's
-- profiles nor accepted as the acting profile: only the card's own code moves their money.
ALTER TABLE profiles DROP CONSTRAINT profiles_kind_check;
ALTER TABLE profiles ADD CONSTRAINT profiles_kind_check CHECK (kind IN ('personal', 'business', 'card'));

CREATE TABLE payment_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  owner_profile_id uuid NOT NULL REFERENCES profiles (id),
  card_profile_id uuid NOT NULL UNIQUE REFERENCES profiles (id),
  currency text NOT NULL CHECK (currency IN ('EUR', 'USD')),
  design text NOT NULL,
  cardholder_name text NOT NULL,
  card_name text NOT NULL,
  state text NOT NULL DEFAULT 'notActivated'
    CHECK (state IN ('notActivated', 'activating', 'active', 'locked', 'unlocked', 'terminated')),
  -- The issuer's token for the card; the number and CVV stay with the issuer.
  issuer_card_id text NOT NULL UNIQUE,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry_month smallint NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
  expiry_year smallint NOT NULL,
  -- Currencies the card draws on, in the user's order; the card's currency is its own balance.
  spend_from text[] NOT NULL,
  -- In minor units of the card's currency (cents); null for no maximum.
  per_authorization_max numeric(78, 0) CHECK (per_authorization_max > 0),
  blocked_categories text[] NOT NULL DEFAULT '{}',
  activation_fee_charged_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  terminated_at timestamptz,
  CONSTRAINT payment_cards_spend_from_not_empty CHECK (cardinality(spend_from) > 0),
  CONSTRAINT payment_cards_terminated_when CHECK ((state = 'terminated') = (terminated_at IS NOT NULL))
);
CREATE INDEX payment_cards_user_idx ON payment_cards (user_id, currency) WHERE state <> 'terminated';

-- What the card owes per currency after a capture or force post above what it held or had
-- (minor units); the next top-up repays it first.
CREATE TABLE card_overdrafts (
  card_id uuid NOT NULL REFERENCES payment_cards (id),
  currency text NOT NULL,
  owed numeric(78, 0) NOT NULL DEFAULT 0 CHECK (owed >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (card_id, currency)
);

-- The sandbox issuer-processor's own records: the number and CVV live only here, as a real
-- issuer keeps them on its side; Ferry's tables, logs and API answers hold the token and last4.
CREATE TABLE sandbox_issuer_cards (
  issuer_card_id text PRIMARY KEY,
  pan text NOT NULL,
  cvv text NOT NULL,
  expiry_month smallint NOT NULL,
  expiry_year smallint NOT NULL,
  cardholder_name text NOT NULL,
  currency text NOT NULL,
  state text NOT NULL DEFAULT 'inactive' CHECK (state IN ('inactive', 'active', 'locked', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One-time codes a wallet app asks for when the card is added by hand; kept as a digest.
CREATE TABLE sandbox_issuer_wallet_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  issuer_card_id text NOT NULL REFERENCES sandbox_issuer_cards (issuer_card_id),
  wallet text NOT NULL,
  code_digest text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_issuer_wallet_codes_card_idx ON sandbox_issuer_wallet_codes (issuer_card_id);
