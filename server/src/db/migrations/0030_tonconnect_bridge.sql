-- Our TON Connect bridge (issue 15). A message is stored per recipient before the sender is told
-- OK, so any instance can replay it to a stream that reconnects. The identity column is the SSE
-- event id: one sequence shared by every instance and kept across restarts, so ids only grow.
-- Bodies are the end-to-end encrypted base64 the sender posted; the bridge cannot read them.
CREATE TABLE tonconnect_bridge_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_client_id text NOT NULL CHECK (to_client_id ~ '^[0-9a-f]{64}$'),
  from_client_id text NOT NULL CHECK (from_client_id ~ '^[0-9a-f]{64}$'),
  body text NOT NULL,
  topic text,
  -- Where the sender's POST came from, for the wallet's phishing warning (never the body).
  origin text,
  ip text,
  user_agent text,
  -- false when the sender asked for no request_source (a wallet answering a dApp).
  has_request_source boolean NOT NULL DEFAULT true,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tonconnect_bridge_messages_replay ON tonconnect_bridge_messages (to_client_id, id);
CREATE INDEX tonconnect_bridge_messages_expiry ON tonconnect_bridge_messages (expires_at);

-- ton_proof payloads we issued that a proof has already used: a payload logs in once.
CREATE TABLE ton_proof_used_payloads (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX ton_proof_used_payloads_expiry ON ton_proof_used_payloads (expires_at);
