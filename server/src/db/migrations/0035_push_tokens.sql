-- Push tokens of the native app (spec 001 §3; issue 16). A token belongs to the session that
-- registered it — one app install signed in once — so a session holds at most one (a rotated
-- token replaces the old) and a token at most one session (the same device signed in anew moves
-- it). Ending the session by any path (logout, a replayed refresh token, "log out everywhere",
-- a blocked or deleted account) forgets its token, so no push reaches a signed-out device.
CREATE TABLE push_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid NOT NULL UNIQUE REFERENCES sessions (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('android', 'ios')),
  token text NOT NULL UNIQUE CHECK (char_length(token) BETWEEN 16 AND 4096),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_tokens_user_idx ON push_tokens (user_id);

CREATE FUNCTION push_tokens_forget_ended_session() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM push_tokens WHERE session_id = NEW.id;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_forget_push_tokens
AFTER UPDATE OF revoked_at ON sessions
FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
EXECUTE FUNCTION push_tokens_forget_ended_session();
