-- Accounts and sessions (spec 001 §3–§6): users and their profiles, sessions with rotating
-- refresh tokens, one-time codes, two-factor, API keys, widget sessions, the sandbox outbox and
-- server secrets. Times are timestamptz; ids are uuids made by the database.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text,
  email_verified_at timestamptz,
  phone text,
  phone_changed_at timestamptz,
  tg_id bigint UNIQUE,
  google_sub text UNIQUE,
  apple_sub text UNIQUE,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked', 'deleted')),
  residence_country char(2),
  language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'uk', 'ru', 'pl')),
  theme text NOT NULL DEFAULT 'system' CHECK (theme IN ('system', 'light', 'dark')),
  terms_version integer,
  terms_accepted_at timestamptz,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  referrer_tg_id bigint,
  promocode text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK (email IS NULL OR email = lower(email))
);
-- One account per address; a deleted account gives its address back.
CREATE UNIQUE INDEX users_email_key ON users (email) WHERE status <> 'deleted';
CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE status <> 'deleted' AND phone IS NOT NULL;

CREATE TABLE profiles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  kind text NOT NULL DEFAULT 'personal' CHECK (kind IN ('personal', 'business')),
  name text,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profiles_user_idx ON profiles (user_id);
CREATE UNIQUE INDEX profiles_one_default ON profiles (user_id) WHERE is_default;

-- A session is one sign-in on one device: the family of refresh tokens that rotate from it.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  api_base text NOT NULL CHECK (api_base IN ('client', 'widget', 'mobile')),
  sign_in_method text NOT NULL,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Only a hash of each refresh token is kept. A token is used once: rotation stamps rotated_at.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- Emailed or texted codes: sign-in, email change, phone change. Only an HMAC of the code is kept.
CREATE TABLE one_time_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('login', 'email_change', 'phone_change')),
  -- The address the code went to, lower-cased (email) or E.164 (phone).
  destination text NOT NULL,
  user_id uuid REFERENCES users (id),
  -- What the code authorises, e.g. the new address of a change.
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX one_time_codes_lookup_idx ON one_time_codes (purpose, destination, created_at DESC);

CREATE TABLE two_factor (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  -- Base32 TOTP secret, sealed (AES-256-GCM) with SEALING_KEY; without that setting the key is
  -- generated into server_secrets, which keeps development simple but protects nothing at rest.
  secret_sealed text,
  pending_secret_sealed text,
  enabled_at timestamptz,
  scope_login boolean NOT NULL DEFAULT false,
  scope_transfers boolean NOT NULL DEFAULT false,
  scope_card_details boolean NOT NULL DEFAULT false,
  -- The last accepted 30-second step: a code from it or earlier is a replay.
  last_time_step bigint,
  failed_attempts integer NOT NULL DEFAULT 0,
  locked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('exchanger', 'wallet', 'white-label', 'widget')),
  public_key text NOT NULL UNIQUE,
  -- hex(SHA-256(secret)): identifies the secret and keys the request signatures; the secret itself is never stored.
  secret_hash text NOT NULL,
  permissions text[] NOT NULL DEFAULT '{}',
  ip_addresses text[] NOT NULL DEFAULT '{}',
  domain text,
  domain_status text CHECK (domain_status IN ('in-progress', 'failed', 'verified')),
  is_test_mode boolean NOT NULL DEFAULT false,
  is_advanced boolean NOT NULL DEFAULT false,
  is_white_label boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX api_keys_profile_idx ON api_keys (profile_id) WHERE deleted_at IS NULL;

-- A merchant's customer, seen through one API key: the widget signs them in by session.
CREATE TABLE widget_sessions (
  id text PRIMARY KEY,
  api_key_id uuid NOT NULL REFERENCES api_keys (id),
  external_customer_id text NOT NULL,
  customer jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);

CREATE TABLE merchant_customers (
  api_key_id uuid NOT NULL REFERENCES api_keys (id),
  external_customer_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (api_key_id, external_customer_id)
);

-- Sandbox mail and text messages, readable at /api/dev/outbox while providers are in sandbox mode.
CREATE TABLE outbox_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, id DESC);

-- Keys the server makes for itself on first start (token signing, sealing), shared by every instance.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
