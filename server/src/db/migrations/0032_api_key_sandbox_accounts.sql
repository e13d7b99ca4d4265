-- The account a test-mode key acts for (issue 16): a user and profile of their own, made the first
-- time the key calls the user API, so sandbox money moved with a test key never touches its
-- owner's live balances. Live keys act for their owner's profile and leave this null.
ALTER TABLE api_keys ADD COLUMN sandbox_user_id uuid REFERENCES users (id) ON DELETE SET NULL;
