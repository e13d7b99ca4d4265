-- Single-use tokens with which the card-details page on its own origin (`/card-iframe-stub`)
-- fetches a card's number, expiry and CVV from the issuer (issue 28). The main API mints one after
-- the 2FA card-details scope and hands it to the app, which passes it to the page in the URL's
-- fragment; the page spends it within seconds. Only the token's digest is kept, so a copy of this
-- table reveals nothing.
CREATE TABLE card_details_tokens (
  -- hex(SHA-256) of the token; the token itself lives only in the app's memory and the page's URL.
  token_digest text PRIMARY KEY CHECK (token_digest ~ '^[0-9a-f]{64}$'),
  card_id uuid NOT NULL REFERENCES payment_cards (id),
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the page spends the token; a spent token never reveals again.
  used_at timestamptz,
  CONSTRAINT card_details_tokens_expiry_after_creation CHECK (expires_at > created_at)
);
-- Expired tokens are swept per user when the next one is minted.
CREATE INDEX card_details_tokens_user_idx ON card_details_tokens (user_id, expires_at);
