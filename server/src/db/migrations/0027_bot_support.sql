-- The help bot (issue 14). The bot keeps its conversation state here through the bot base, so a
-- conversation survives a restart and is shared by every bot instance.
CREATE TABLE bot_storage (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A user's message to support, numbered for humans from 1001. The user's own message (chat and
-- message id) opens at most one ticket, so a redelivered update does not open a second one. The
-- forwarded message in the support chat leads an agent's reply back to the user.
CREATE TABLE support_tickets (
  number bigint GENERATED ALWAYS AS IDENTITY (START WITH 1001) PRIMARY KEY,
  tg_id bigint NOT NULL,
  chat_id bigint NOT NULL,
  message_id bigint NOT NULL,
  language text NOT NULL,
  username text,
  first_name text,
  body text NOT NULL,
  delivery text NOT NULL CHECK (delivery IN ('chat', 'mail')),
  mailed_at timestamptz,
  forwarded_chat_id bigint,
  forwarded_message_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT support_tickets_source UNIQUE (chat_id, message_id),
  CONSTRAINT support_tickets_forward_whole CHECK ((forwarded_chat_id IS NULL) = (forwarded_message_id IS NULL))
);
CREATE UNIQUE INDEX support_tickets_forwarded ON support_tickets (forwarded_chat_id, forwarded_message_id)
  WHERE forwarded_message_id IS NOT NULL;
