-- The user's own verification (spec 000 §2, 001 §3–§6): one row per profile and step kind, the
-- provider's webhook events already taken (so a repeated delivery changes nothing), the person the
-- user declared or the provider read from a document, and a hold on money out after a late RED.
CREATE TABLE verification_steps (
  profile_id uuid NOT NULL REFERENCES profiles (id),
  kind text NOT NULL CHECK (kind IN ('PHONE', 'ADDRESS', 'IDENTITY', 'DECLARED_ADDRESS')),
  -- NONE is no row.
  status text NOT NULL
    CHECK (status IN ('INIT', 'RETRY', 'REJECTED', 'COMPLETED', 'PROCESSING', 'NOT_ALLOWED')),
  -- The provider's applicant of an IDENTITY or ADDRESS step.
  provider text,
  applicant_id text,
  -- The access to the provider's page last handed out: only its hash is kept.
  access_token_hash text,
  access_expires_at timestamptz,
  -- The number a PHONE step verified, in E.164.
  phone text,
  reject_labels jsonb NOT NULL DEFAULT '[]'::jsonb,
  reject_comment text CHECK (char_length(reject_comment) <= 2000),
  -- The provider's order of the newest event that counted (its time in ms and its id).
  last_event_at_ms bigint,
  last_event_id text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, kind),
  CHECK ((last_event_at_ms IS NULL) = (last_event_id IS NULL))
);
CREATE UNIQUE INDEX verification_steps_applicant_idx
  ON verification_steps (provider, applicant_id) WHERE applicant_id IS NOT NULL;
-- One verified phone counts for one profile.
CREATE UNIQUE INDEX verification_steps_phone_idx
  ON verification_steps (phone) WHERE phone IS NOT NULL AND status = 'COMPLETED';

-- Each provider webhook taken once: a duplicate delivery (same body) finds its row and stops.
CREATE TABLE verification_webhook_events (
  provider text NOT NULL,
  event_key text NOT NULL,
  event_type text NOT NULL,
  applicant_id text,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_key)
);

-- The person as declared (source 'declared') and as the provider read it from a document
-- ('document'); the residence country is the document's once known, else the declared one.
CREATE TABLE verification_persons (
  profile_id uuid NOT NULL REFERENCES profiles (id),
  source text NOT NULL CHECK (source IN ('declared', 'document')),
  first_name text NOT NULL CHECK (char_length(first_name) <= 100),
  last_name text NOT NULL CHECK (char_length(last_name) <= 100),
  date_of_birth text NOT NULL CHECK (date_of_birth ~ '^\d{4}-\d{2}-\d{2}$'),
  country char(2) NOT NULL,
  city text CHECK (char_length(city) <= 100),
  street text CHECK (char_length(street) <= 200),
  postal_code text CHECK (char_length(postal_code) <= 20),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, source)
);

-- A hold on the profile's money out with the reason the user is shown, and the appeal they opened.
CREATE TABLE verification_holds (
  profile_id uuid PRIMARY KEY REFERENCES profiles (id),
  reason_code text NOT NULL,
  since timestamptz NOT NULL,
  appeal_ticket_id text,
  appeal_opened_at timestamptz,
  CHECK ((appeal_ticket_id IS NULL) = (appeal_opened_at IS NULL))
);

-- The SMS code that proves a phone for the PHONE step is a one-time code of its own purpose.
ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check
  CHECK (purpose IN ('login', 'email_change', 'phone_change', 'payout_details', 'phone_verification'));
