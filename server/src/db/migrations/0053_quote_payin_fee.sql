-- Issue 24 item 1: a quote keeps its from-side fee broken down. `fee` stays the whole fee in the
-- from currency; `payin_fee` is the part the pay-in payway takes (a card, a bank transfer), the
-- rest is the exchange fee. Older quotes were priced without a pay-in part.
ALTER TABLE quotes ADD COLUMN payin_fee numeric(78, 0) NOT NULL DEFAULT 0 CHECK (payin_fee >= 0);
ALTER TABLE quotes ADD CONSTRAINT quotes_payin_fee_within_fee CHECK (payin_fee <= fee);
