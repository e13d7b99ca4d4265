-- Ed25519 request signing (issue 16): the merchant keeps the private key and Ferry stores only the
-- public one, so a copy of this table cannot sign a request. `secret_hash` stays for every key: it
-- keys the webhooks Ferry signs to the merchant (an Ed25519 key's secret is used for nothing else).
ALTER TABLE api_keys
  ADD COLUMN signature_scheme text NOT NULL DEFAULT 'hmac-sha256'
    CHECK (signature_scheme IN ('hmac-sha256', 'ed25519'));
-- The raw 32-byte public key in standard base64, set exactly for Ed25519 keys.
ALTER TABLE api_keys
  ADD COLUMN ed25519_public_key text CHECK (ed25519_public_key ~ '^[A-Za-z0-9+/]{43}=$');
ALTER TABLE api_keys
  ADD CONSTRAINT api_keys_ed25519_public_key_by_scheme
    CHECK ((signature_scheme = 'ed25519') = (ed25519_public_key IS NOT NULL));
