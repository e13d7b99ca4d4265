-- Customer verifications (issue 16, spec 001 §6 "Customer verification: check, import, initialize,
-- manage, confirm"): a merchant's key has its customers verified by Ferry's KYC provider, or hands
-- over a verification it made itself (reliance, source 'merchant'). A customer is the merchant's
-- external id linked to a Ferry user through the key (merchant_customers).
CREATE TABLE customer_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  api_key_id uuid NOT NULL,
  external_customer_id text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id),
  is_test_mode boolean NOT NULL,
  source text NOT NULL CHECK (source IN ('provider', 'merchant')),
  level text NOT NULL CHECK (level IN ('identity', 'identity_and_address')),
  -- The spec's statuses (001 §3) less NONE (no row), plus CANCELLED by the merchant.
  status text NOT NULL
    CHECK (status IN ('INIT', 'PROCESSING', 'RETRY', 'COMPLETED', 'REJECTED', 'NOT_ALLOWED', 'CANCELLED')),
  -- The provider's applicant for a provider verification; null for an imported one.
  provider text,
  provider_ref text,
  -- The customer's access to the provider's page: only its hash is kept.
  access_token_hash text,
  access_token_expires_at timestamptz,
  reject_reason text CHECK (char_length(reject_reason) <= 500),
  first_name text CHECK (char_length(first_name) <= 50),
  last_name text CHECK (char_length(last_name) <= 50),
  date_of_birth date,
  country char(2),
  document_type text CHECK (document_type IN ('passport', 'id_card', 'driving_licence', 'residence_permit')),
  -- A document number is never kept in clear: a keyed hash (to match it again) and its last 4.
  document_number_hash text,
  document_number_last4 text CHECK (char_length(document_number_last4) <= 4),
  verified_at timestamptz,
  -- When the merchant accepted the result; only then it counts for the customer's account.
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  FOREIGN KEY (api_key_id, external_customer_id)
    REFERENCES merchant_customers (api_key_id, external_customer_id),
  CHECK ((status = 'COMPLETED') = (verified_at IS NOT NULL)),
  CHECK (confirmed_at IS NULL OR status = 'COMPLETED'),
  CHECK ((source = 'provider') = (provider_ref IS NOT NULL))
);
CREATE INDEX customer_verifications_customer_idx
  ON customer_verifications (api_key_id, external_customer_id, created_at DESC);
-- A customer has at most one verification waiting on them or the provider.
CREATE UNIQUE INDEX customer_verifications_open_idx
  ON customer_verifications (api_key_id, external_customer_id)
  WHERE status IN ('INIT', 'PROCESSING', 'RETRY');
CREATE UNIQUE INDEX customer_verifications_applicant_idx
  ON customer_verifications (provider, provider_ref) WHERE provider_ref IS NOT NULL;
