-- A payout the provider refused waits in ACTION_REQUIRED with its money held; RETRY sends it
-- again. Each send after a refusal is a new request to the provider (its idempotency key carries
-- the round), so the provider pays the retry instead of answering the first refusal again.
ALTER TABLE payout_orders ADD COLUMN round integer NOT NULL DEFAULT 0 CHECK (round >= 0);
