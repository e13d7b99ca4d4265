-- The widget frame's server-side memory (issue 16): a frame opened from a signed URL or a
-- server-created session gets a token naming what the merchant vouched for (its callbackUrl and
-- its id for the customer); orders the customer makes in that frame are linked to it, so the
-- callbackUrl hears their statuses in the key's Standard Webhooks format.
CREATE TABLE widget_frames (
  -- hex(SHA-256) of the frame token; the token itself stays in the customer's tab.
  id text PRIMARY KEY,
  api_key_id uuid NOT NULL REFERENCES api_keys (id),
  trust text NOT NULL CHECK (trust IN ('signed', 'session')),
  callback_url text CHECK (char_length(callback_url) <= 2048),
  external_customer_id text CHECK (char_length(external_customer_id) <= 128),
  -- The customer the frame serves: the first one who signs in or orders with it; another
  -- customer's orders are never reported under it.
  user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- One row per transaction made in a frame (an exchange and the payout it ordered).
CREATE TABLE widget_frame_orders (
  transaction_id uuid PRIMARY KEY REFERENCES transactions (id),
  frame_id text NOT NULL REFERENCES widget_frames (id),
  api_key_id uuid NOT NULL REFERENCES api_keys (id),
  callback_url text,
  external_customer_id text,
  created_at timestamptz NOT NULL
);
CREATE INDEX widget_frame_orders_callback_idx ON widget_frame_orders (created_at)
  WHERE callback_url IS NOT NULL;

-- Outbox events already turned into callback messages (or found to need none).
CREATE TABLE widget_frame_callback_intake (
  outbox_event_id bigint PRIMARY KEY
);

-- A message for another URL than the key's endpoint (a frame's callbackUrl), signed the same way.
ALTER TABLE merchant_webhook_messages
  ADD COLUMN target_url text CHECK (char_length(target_url) <= 2048);

-- A server-created session may name the callbackUrl of its frame's orders.
ALTER TABLE widget_sessions
  ADD COLUMN callback_url text CHECK (char_length(callback_url) <= 2048);
