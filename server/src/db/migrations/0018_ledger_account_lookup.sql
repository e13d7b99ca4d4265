-- ledger_account_id looks a key up with the query that matches its kind of account, so each uses
-- its own unique index (users' by profile, the house's by kind and name). The one query with an OR
-- over both could use neither under a generic plan and read the whole table on every lookup.
CREATE OR REPLACE FUNCTION ledger_account_id(p_kind text, p_profile uuid, p_currency text, p_name text) RETURNS bigint
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_id bigint;
BEGIN
  FOR attempt IN 1..2 LOOP
    IF p_profile IS NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
      WHERE profile_id IS NULL AND kind = p_kind AND currency = p_currency AND name = coalesce(p_name, '');
    ELSE
      SELECT id INTO v_id FROM ledger_accounts
      WHERE profile_id = p_profile AND currency = p_currency AND kind = p_kind;
    END IF;
    IF v_id IS NOT NULL OR attempt = 2 THEN
      RETURN v_id;
    END IF;
    -- Not there yet: create it; a concurrent creation wins the conflict and the second look finds it.
    INSERT INTO ledger_accounts (kind, profile_id, currency, name)
    VALUES (p_kind, p_profile, p_currency, CASE WHEN p_profile IS NULL THEN coalesce(p_name, '') ELSE '' END)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
  END LOOP;
  RETURN v_id;
END;
$$;
