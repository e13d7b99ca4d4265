-- The payment card's news the bot was handed (issue 28): one row per network event and kind, so
-- an event the card network hands over again (a redelivery, a retried transaction) is told once.
-- No reference to payment_cards: the notifications keep their own record of what they told.
CREATE TABLE card_notices_told (
  card_id uuid NOT NULL,
  event_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('cardSpent', 'cardDeclined', 'cardRefunded', 'cardLowBalance')),
  told_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (card_id, event_id, kind)
);
