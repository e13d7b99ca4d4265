-- The language a Telegram user chose with the bot's `/language`, whether or not they have an
-- account yet (an account's own language follows the choice too). One row per Telegram user.
CREATE TABLE telegram_chat_languages (
  tg_id bigint PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('en', 'uk', 'ru', 'pl')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
