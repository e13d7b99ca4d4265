-- API keys: a name is used once per profile among live keys (in any letter case), which the
-- database keeps true even when two creations race.
CREATE UNIQUE INDEX api_keys_profile_name_key ON api_keys (profile_id, lower(name)) WHERE deleted_at IS NULL;

-- Signatures of merchant requests already accepted, so a captured request cannot be sent again
-- while its timestamp is still inside the window. A row is kept until the timestamp leaves the
-- window for good; expired rows are swept by the server now and then.
CREATE TABLE merchant_request_signatures (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX merchant_request_signatures_expiry_idx ON merchant_request_signatures (expires_at);
