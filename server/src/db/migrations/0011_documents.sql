-- Documents (spec 001 §3 "Documents", §5: at most 3 months, verified identity) and the identity
-- verification record they depend on. The verification record is the minimum documents need; the
-- KYC flow that fills it from a provider is a later issue (the sandbox marks it by a dev route).

CREATE TABLE identity_verifications (
  profile_id uuid PRIMARY KEY REFERENCES profiles (id),
  -- The spec's verification statuses (001 §3); COMPLETED is "verified".
  status text NOT NULL DEFAULT 'NONE'
    CHECK (status IN ('NONE', 'INIT', 'RETRY', 'REJECTED', 'COMPLETED', 'PROCESSING', 'NOT_ALLOWED')),
  -- Which KYC provider answered ('sandbox' until a real one is configured) and its case id.
  provider text NOT NULL,
  provider_ref text,
  -- The legal name the provider confirmed; documents name the holder by it.
  full_name text,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'COMPLETED') = (verified_at IS NOT NULL))
);

-- A generated file waits here for its download: a messenger mini-app hands Telegram a plain URL
-- (no Authorization header), so the URL carries a secret token whose hash is kept. Rows are
-- short-lived and purged after expires_at.
CREATE TABLE documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  profile_id uuid NOT NULL REFERENCES profiles (id),
  type text NOT NULL CHECK (type IN ('account-statement', 'letter-of-good-standing')),
  format text NOT NULL CHECK (format IN ('PDF', 'XLSX', 'CSV')),
  period_from date NOT NULL,
  period_to date NOT NULL,
  currency text REFERENCES currencies (code),
  language text NOT NULL CHECK (language IN ('en', 'uk', 'ru', 'pl')),
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  download_token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK (period_from <= period_to)
);
CREATE INDEX documents_expiry_idx ON documents (expires_at);
CREATE INDEX documents_profile_idx ON documents (profile_id, created_at DESC);
