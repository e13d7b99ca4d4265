-- Fewer index and key work per entry. Every entry used to update three indexes and run a key
-- check against its transfer (a lookup plus a KEY SHARE lock on the transfer row just written);
-- together about a tenth of a posting's time in the database.
-- * The key to ledger_transfers goes, as the keys to accounts went in 0015: ledger_post is the
--   only writer and writes each entry with its transfer in the same call, and the audit now
--   checks that every entry belongs to a transfer.
-- * The index on transfer_id goes: only the audit reads entries by transfer, and it reads them all.
-- * Entries are read by account (statements, the audit's last entry of an account), so the
--   primary key is (account_id, id) and serves as that index too; id stays unique by identity.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transfer_id_fkey;
DROP INDEX ledger_entries_transfer_idx;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_pkey;
DROP INDEX ledger_entries_account_idx;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_pkey PRIMARY KEY (account_id, id);
