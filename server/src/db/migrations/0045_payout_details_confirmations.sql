-- Issue 24 item 2: money goes to payout details (a card, an IBAN, an address) the first time only
-- after the user confirms them once: a code mailed to them, their Telegram, or their 2FA code.
-- A confirmation belongs to one profile and records which user gave it and how. The details are
-- kept only as an HMAC (a server secret over kind, network, MEMO and the full destination), so a
-- card number never rests here in clear and equal details give equal fingerprints.
CREATE TABLE payout_details_confirmations (
  profile_id uuid NOT NULL REFERENCES profiles (id),
  fingerprint text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id),
  method text NOT NULL CHECK (method IN ('email', 'telegram', 'two_factor')),
  confirmed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, fingerprint)
);

-- The mailed confirmation code is a one-time code of its own purpose.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('login', 'email_change', 'phone_change', 'payout_details'));
