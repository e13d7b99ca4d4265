-- A live KYC provider's reviews of a merchant's customer arrive by webhook, late, twice or out of
-- order: the provider's time of the last review applied is kept, so an older one arriving after a
-- newer one changes nothing (a late "pending" must not reopen a RETRY). Null until a webhook moves it.
ALTER TABLE customer_verifications ADD COLUMN last_event_at_ms bigint;
