-- Where a Telegram user came from, as the bot saw it on `/start` (ref and utm of the deep link),
-- kept until that user registers: mini-app buttons cannot carry it in signed data. One row per
-- user, the first one wins.
CREATE TABLE telegram_start_sources (
  tg_id bigint PRIMARY KEY,
  referrer_tg_id bigint,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT telegram_start_sources_not_self CHECK (referrer_tg_id IS NULL OR referrer_tg_id <> tg_id)
);
