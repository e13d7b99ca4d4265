-- Transaction status messages the bot sends (issue 14). One row per outbox event a bot instance
-- claimed before sending: the primary key makes the claim unique across instances and restarts;
-- sent_at is set once Telegram took the message. A claim left unsent past its lease (the instance
-- died between claim and send) may be taken over by another instance.
CREATE TABLE bot_notifications (
  event_id bigint PRIMARY KEY,
  claimant text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

-- The user's switch for those messages, and whether the bot can reach them: set when they block
-- the bot (a 403 or `my_chat_member` kicked), cleared when they come back.
ALTER TABLE users ADD COLUMN bot_notifications_enabled boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN bot_unreachable_at timestamptz;
