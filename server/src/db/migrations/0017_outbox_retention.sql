-- Delivered events are kept for replay for a while, then deleted oldest first (outbox-retention).
CREATE INDEX outbox_events_published_idx ON outbox_events (published_at) WHERE published_at IS NOT NULL;
