-- Payouts (issue 4): saved withdrawal details (requisites), presets over them, and the payout
-- orders the payout worker hands to a provider. Daily and monthly payout usage is summed from
-- `transactions` when a withdrawal is made, so no counters live here.

-- Saved withdrawal details (spec 000 §3 "Saved requisite kinds"). A card is kept as its mask for
-- display and its full number sealed (AES-256-GCM, the server's sealing key) for paying out.
CREATE TABLE requisites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  kind text NOT NULL CHECK (kind IN ('iban', 'card_mask', 'address')),
  -- The IBAN in electronic form, the card mask ("411111******1111") or the address.
  value text NOT NULL,
  secret_sealed text,
  network text,
  memo text,
  name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'card_mask') = (secret_sealed IS NOT NULL)),
  CHECK ((kind = 'address') = (network IS NOT NULL)),
  CHECK (kind = 'address' OR memo IS NULL)
);
CREATE INDEX requisites_profile_idx ON requisites (profile_id, created_at DESC);
-- The same IBAN or address is saved once per profile. Two cards can share a mask, so cards are
-- told apart by opening their sealed numbers instead.
CREATE UNIQUE INDEX requisites_same_destination ON requisites (profile_id, kind, value, network, memo) NULLS NOT DISTINCT
  WHERE kind <> 'card_mask';

-- Presets (spec 000 §3): who receives (first and last name) at which saved requisite, for which
-- currency pair. A requisite a preset uses cannot be deleted (RESTRICT; the API says RESERVED_REQUISITE).
CREATE TABLE presets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  kind text NOT NULL CHECK (kind IN ('crypto_to_fiat', 'crypto_to_crypto')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  requisite_id uuid NOT NULL REFERENCES requisites (id) ON DELETE RESTRICT,
  from_currency text NOT NULL REFERENCES currencies (code),
  to_currency text NOT NULL REFERENCES currencies (code),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX presets_profile_idx ON presets (profile_id, status, created_at DESC);
CREATE INDEX presets_requisite_idx ON presets (requisite_id);

-- What the payout worker needs beyond the transaction row: where to send (sealed, so a card
-- number never rests in clear), how the held money splits, and the worker's lease on the order.
CREATE TABLE payout_orders (
  transaction_id uuid PRIMARY KEY REFERENCES transactions (id),
  provider text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('card', 'iban', 'address')),
  destination_sealed text NOT NULL,
  network text,
  memo text,
  -- The fee splits into the house's fee and what the network charges (crypto), both minor units.
  service_fee numeric(78, 0) NOT NULL CHECK (service_fee >= 0),
  network_fee numeric(78, 0) NOT NULL CHECK (network_fee >= 0),
  attempts integer NOT NULL DEFAULT 0,
  -- Set when a worker takes the order; an order still PROCESSING past its lease is taken again.
  leased_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_orders_lease_idx ON payout_orders (leased_until);
-- The payout worker looks for work and the caps sum usage per profile, type and currency.
CREATE INDEX transactions_payout_work_idx ON transactions (status, created_at) WHERE type = 'PAYOUT' AND status IN ('NEW', 'PROCESSING');
CREATE INDEX transactions_profile_type_idx ON transactions (profile_id, type, currency, created_at);
