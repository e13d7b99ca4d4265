-- Lean money tables (issue 30): the foreign keys every money operation paid for and no invariant
-- needs. A foreign key check locks the row it points to (KEY SHARE) until the transaction ends; a
-- row that every concurrent operation points to — the EUR row of currencies, a busy profile, a
-- user with many events — is then share-locked by many transactions at once, which PostgreSQL
-- keeps as a multixact it rebuilds for every new locker. Measured with the transfer's own call
-- sent by pgbench (bench/README.md): the three currency keys alone cost about a fifth of it.
-- docs/decisions.md lists every index and foreign key left on the hot tables and what needs each.

-- A transaction's currencies are the catalogue's: the server writes only codes it found there
-- (parsePositiveAmount, the quote's legs), currencies are never deleted (the catalogue switches a
-- currency off), and the money itself is tied by ledger_accounts.currency's key.
ALTER TABLE transactions
  DROP CONSTRAINT transactions_currency_fkey,
  DROP CONSTRAINT transactions_fee_currency_fkey,
  DROP CONSTRAINT transactions_to_currency_fkey;

-- A transaction's profile is the signed-in caller's (the guard proved it) or a recipient the
-- operation checked; profiles are never deleted (a deleted account keeps its profile and
-- history), and the money is tied by ledger_accounts.profile_id's key.
ALTER TABLE transactions DROP CONSTRAINT transactions_profile_id_fkey;

-- An event's user is the one its sequence number came from: event_sequences.user_id keeps the key
-- (checked once, when a user's first event is numbered), and users are never deleted.
ALTER TABLE outbox_events DROP CONSTRAINT outbox_events_user_id_fkey;
