-- A payment order paid in a coin settles in the order's currency (issue 16): when the coin's
-- amount completes the order, that coin is converted at the rate locked when the customer chose
-- it, and the merchant's account receives exactly the order's amount. One row per order: its
-- primary key makes a retried or repeated settlement convert once.
CREATE TABLE payment_order_settlements (
  order_id uuid PRIMARY KEY REFERENCES payment_orders (id),
  -- The CONVERT transaction (a child of the deposit that completed the order) that booked it.
  transaction_id uuid NOT NULL UNIQUE REFERENCES transactions (id),
  coin text NOT NULL REFERENCES currencies (code),
  -- The coin taken from the merchant's balance and converted, in the coin's smallest unit.
  coin_minor numeric(78, 0) NOT NULL CHECK (coin_minor > 0),
  -- What the order's transfers brought above the coin's amount: it stays in the coin.
  kept_minor numeric(78, 0) NOT NULL CHECK (kept_minor >= 0),
  -- The order's amount, credited in the order's currency.
  amount_minor numeric(78, 0) NOT NULL CHECK (amount_minor > 0),
  rate text NOT NULL,
  created_at timestamptz NOT NULL
);
