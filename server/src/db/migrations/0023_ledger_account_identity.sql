-- PostgreSQL re-reads and re-checks every CHECK constraint of a table on every UPDATE, including
-- those about columns the UPDATE leaves alone, and each posting updates two accounts: the four
-- account checks were the largest share of that work. Only an account's balance ever changes, so
-- the rules about what an account is are checked once, when its row is written, and the row's
-- identity is fixed from then on:
-- * its kind is a key into ledger_account_kinds (a key is checked only when the kind is written);
-- * a user's account belongs to a profile and a house account does not, and the shard rules of
--   0020 hold — checked by a trigger on INSERT, which also refuses any UPDATE of kind, profile,
--   currency, name or shard, under the constraint names the checks had;
-- * the balance rule stays a CHECK, in a form the identity rules make equivalent and cheaper to
--   read: an account with a profile (a user's) never goes below zero.
CREATE TABLE ledger_account_kinds (
  kind text PRIMARY KEY,
  belongs_to_profile boolean NOT NULL
);
INSERT INTO ledger_account_kinds (kind, belongs_to_profile) VALUES
  ('user_available', true), ('user_held', true), ('liquidity', false), ('fees', false),
  ('provider_clearing', false), ('network_fees', false), ('suspense', false);

CREATE FUNCTION ledger_account_identity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_belongs_to_profile boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'ledger account %: only the balance of an account changes', OLD.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_identity_fixed';
  END IF;
  SELECT k.belongs_to_profile INTO v_belongs_to_profile FROM ledger_account_kinds k WHERE k.kind = NEW.kind;
  -- An unknown kind is left to the key, which refuses it.
  IF FOUND AND v_belongs_to_profile <> (NEW.profile_id IS NOT NULL) THEN
    RAISE EXCEPTION 'new row for ledger_accounts violates user_accounts_belong_to_profiles (kind %)', NEW.kind
      USING ERRCODE = 'check_violation', CONSTRAINT = 'user_accounts_belong_to_profiles';
  END IF;
  IF NEW.shard < 0 OR NEW.shard > 15 OR (NEW.profile_id IS NOT NULL AND NEW.shard <> 0) THEN
    RAISE EXCEPTION 'new row for ledger_accounts violates ledger_accounts_shard_range (shard %)', NEW.shard
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_shard_range';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_accounts_identity BEFORE INSERT OR UPDATE OF kind, profile_id, currency, name, shard
  ON ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_account_identity();

ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_fkey
  FOREIGN KEY (kind) REFERENCES ledger_account_kinds (kind);
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts DROP CONSTRAINT user_accounts_belong_to_profiles;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_shard_range;
ALTER TABLE ledger_accounts DROP CONSTRAINT user_balance_never_negative;
ALTER TABLE ledger_accounts ADD CONSTRAINT user_balance_never_negative CHECK (profile_id IS NULL OR balance >= 0);
