-- The gasless relay's free transfers (issue 31): a count per wallet address (raw form) and UTC
-- calendar month. A relayed transfer without a commission claims one use atomically; a transfer
-- the chain refuses gives it back. docs/decisions.md "Gasless USD₮" says why per wallet.
CREATE TABLE gasless_free_uses (
  wallet text NOT NULL,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
  uses integer NOT NULL CHECK (uses >= 0),
  PRIMARY KEY (wallet, month)
);
