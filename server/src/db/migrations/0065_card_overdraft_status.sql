-- What became of a card's debt (docs/decisions.md, "An overdraft left on a terminated card"):
-- open while the card owes it and may repay it by a top-up (or, terminated, until the collection
-- has run); collecting when the card was terminated and neither its balance nor its owner's in the
-- debt's currency covered it (the collection tries again, an operator sees it); closed once a
-- terminated card's debt is repaid in full. A new debt on the row opens it again.
ALTER TABLE card_overdrafts
  ADD COLUMN status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'collecting', 'closed'));
