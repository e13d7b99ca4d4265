-- The card network's side of the payment card (issue 28): every authorization the network asked
-- for (approved or declined) with what each balance holds for it, and every network event by the
-- network's own id, so an event delivered twice applies once.
CREATE TABLE card_authorizations (
  -- The network's authorization id.
  id text PRIMARY KEY,
  card_id uuid NOT NULL REFERENCES payment_cards (id),
  kind text NOT NULL CHECK (kind IN ('purchase', 'atm_withdrawal')),
  currency text NOT NULL,
  -- What the network asked, in minor units of `currency`.
  amount numeric(78, 0) NOT NULL CHECK (amount >= 0),
  -- What Ferry approved (0 when declined); a partial approval is less than asked.
  approved_amount numeric(78, 0) NOT NULL DEFAULT 0 CHECK (approved_amount >= 0),
  merchant_name text NOT NULL DEFAULT '',
  merchant_category text NOT NULL DEFAULT '',
  merchant_country text,
  status text NOT NULL CHECK (status IN ('pending', 'captured', 'reversed', 'expired', 'declined')),
  decline_reason text,
  -- The legs as decided (currency, held, covers, rate), for the card's history.
  legs jsonb NOT NULL DEFAULT '[]',
  -- The ledger hold per currency still pending: {"EUR": {"hold_id": …, "amount": "1240"}}.
  ledger_holds jsonb NOT NULL DEFAULT '{}',
  -- The domain's HoldRecord (shared/domain/card-spend), bigints as text; null when declined.
  hold_record jsonb,
  captured_amount numeric(78, 0) NOT NULL DEFAULT 0,
  refunded_amount numeric(78, 0) NOT NULL DEFAULT 0,
  -- The CARD_DEBIT / CARD_WITHDRAWAL transaction the hold belongs to.
  transaction_id uuid REFERENCES transactions (id),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_authorizations_card_idx ON card_authorizations (card_id, created_at DESC);
CREATE INDEX card_authorizations_expiry_idx ON card_authorizations (expires_at) WHERE status = 'pending';

CREATE TABLE card_network_events (
  -- The network's event id: the same id applies once.
  event_id text PRIMARY KEY,
  type text NOT NULL,
  card_id uuid REFERENCES payment_cards (id),
  authorization_id text,
  payload jsonb NOT NULL,
  -- What Ferry did with it (approved, declined, applied, ignored:<reason>), and what it answered.
  outcome text NOT NULL,
  answer jsonb,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_network_events_authorization_idx ON card_network_events (authorization_id);
