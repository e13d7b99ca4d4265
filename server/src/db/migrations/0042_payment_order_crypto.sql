-- Crypto payment of payment orders (issue 16): the customer picks a coin (TON, USDT on TON) and
-- gets the order's own deposit target — Ferry's address for the coin and a memo no one else has —
-- and the exact amount to send, priced once and fixed until the order expires.

-- An order's target is a deposit address of the merchant's account (the profile the order pays),
-- so a transfer to it is booked and credited by the deposits' own path (confirmations, fee,
-- ledger). A profile keeps one permanent address per coin and network; order targets are extra.
ALTER TABLE deposit_addresses ADD COLUMN payment_order_id uuid REFERENCES payment_orders (id);
DROP INDEX deposit_addresses_owner_key;
CREATE UNIQUE INDEX deposit_addresses_owner_key ON deposit_addresses (profile_id, currency, network)
  WHERE payment_order_id IS NULL;
CREATE INDEX deposit_addresses_order_idx ON deposit_addresses (payment_order_id)
  WHERE payment_order_id IS NOT NULL;

CREATE TABLE payment_order_crypto (
  order_id uuid NOT NULL REFERENCES payment_orders (id),
  currency text NOT NULL REFERENCES currencies (code),
  network text NOT NULL,
  address_id uuid NOT NULL UNIQUE REFERENCES deposit_addresses (id),
  -- What the customer sends, in the coin's smallest unit, fixed when the coin was chosen.
  amount_minor numeric(78, 0) NOT NULL CHECK (amount_minor > 0),
  -- Units of the order's currency per coin the amount was priced at (1 when they are the same).
  rate text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, currency, network)
);

-- How many transfers to the order's targets the order has taken into account: the sweeper settles
-- an order whose targets received more.
ALTER TABLE payment_orders ADD COLUMN crypto_transfers_seen integer NOT NULL DEFAULT 0;
