-- Rates history (issue 31, tax export). A worker records every active currency's mid price in
-- USD at an interval; the value of a movement at its time is the nearest snapshot at or before
-- it, and a cross rate (EUR per TON) is the ratio of the two currencies' USD prices. USD itself
-- is 1 by definition and needs no rows. docs/decisions.md "Tax export" says why.
CREATE TABLE rate_snapshots (
  currency text NOT NULL,
  taken_at timestamptz NOT NULL,
  -- USD per one unit, an exact decimal as the rates provider gave it.
  usd_price numeric NOT NULL CHECK (usd_price > 0),
  PRIMARY KEY (currency, taken_at)
);

-- A tax export is a document too: it waits behind the same one-off download link.
ALTER TABLE documents DROP CONSTRAINT documents_type_check;
ALTER TABLE documents ADD CONSTRAINT documents_type_check
  CHECK (type IN ('account-statement', 'letter-of-good-standing', 'tax-export'));
