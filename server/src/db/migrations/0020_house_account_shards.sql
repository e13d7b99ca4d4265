-- House accounts (fees, liquidity, clearing, network fees, suspense) are each kept as up to 16
-- rows, "shards", and a posting uses the shard of its database connection. Almost every money
-- movement touches a house account, and a row is locked from its update until commit, so with
-- one row per house account every posting in the service queued behind the one before it (the
-- hot-account case of `pnpm bench:ledger`). Each connection now has its own row to lock, and two
-- connections meet on a house row only when their backends share a shard.
-- A house account's balance is the sum of its shards (`ledger.houseBalance`). Users' accounts
-- stay one row each: their balance is checked against zero on every posting.
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_range
  CHECK (shard >= 0 AND shard < 16 AND (profile_id IS NULL OR shard = 0));
DROP INDEX ledger_accounts_house_key;
CREATE UNIQUE INDEX ledger_accounts_house_key ON ledger_accounts (kind, currency, name, shard) WHERE profile_id IS NULL;

-- The house shard this connection posts to: the same for all its postings, so a connection never
-- waits on itself, and spread over the 16 shards by backend process id.
CREATE FUNCTION ledger_house_shard() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;

CREATE OR REPLACE FUNCTION ledger_account_id(p_kind text, p_profile uuid, p_currency text, p_name text) RETURNS bigint
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_id bigint;
  v_shard smallint := CASE WHEN p_profile IS NULL THEN ledger_house_shard() ELSE 0 END;
BEGIN
  FOR attempt IN 1..2 LOOP
    IF p_profile IS NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
      WHERE profile_id IS NULL AND kind = p_kind AND currency = p_currency AND name = coalesce(p_name, '')
        AND shard = v_shard;
    ELSE
      SELECT id INTO v_id FROM ledger_accounts
      WHERE profile_id = p_profile AND currency = p_currency AND kind = p_kind;
    END IF;
    IF v_id IS NOT NULL OR attempt = 2 THEN
      RETURN v_id;
    END IF;
    -- Not there yet: create it; a concurrent creation wins the conflict and the second look finds it.
    INSERT INTO ledger_accounts (kind, profile_id, currency, name, shard)
    VALUES (p_kind, p_profile, p_currency, CASE WHEN p_profile IS NULL THEN coalesce(p_name, '') ELSE '' END, v_shard)
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_id;
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
  END LOOP;
  RETURN v_id;
END;
$$;

-- ledger_post as in 0019, finding a house account's row in this connection's shard. Accounts are
-- looked up inline (ledger_account_id only opens a missing one): a call to a function with a SET
-- clause costs more than the lookup.
CREATE OR REPLACE FUNCTION ledger_post(p_transfers jsonb) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_ids uuid[] := '{}';
  v_kinds text[] := '{}';
  v_transactions uuid[] := '{}';
  v_amounts numeric(78, 0)[] := '{}';
  v_currencies text[] := '{}';
  v_debits bigint[] := '{}';
  v_credits bigint[] := '{}';
  v_debit_is_house boolean[] := '{}';
  v_credit_is_house boolean[] := '{}';
  v_account_ids bigint[] := '{}';
  v_balances numeric(78, 0)[] := '{}';
  v_balance numeric(78, 0);
  v_item jsonb;
  v_ref jsonb;
  v_side int;
  v_id bigint;
  v_currency text;
  v_is_house boolean;
  v_debit_currency text;
  v_shard smallint := ledger_house_shard();
  change record;
BEGIN
  FOR v_item IN SELECT t.item FROM jsonb_array_elements(p_transfers) WITH ORDINALITY AS t(item, ord) ORDER BY t.ord LOOP
    FOR v_side IN 0..1 LOOP
      v_ref := v_item -> (CASE v_side WHEN 0 THEN 'debit' ELSE 'credit' END);
      IF jsonb_typeof(v_ref) = 'object' THEN
        v_currency := v_ref ->> 'currency';
        v_is_house := (v_ref ->> 'profile_id') IS NULL;
        IF v_is_house THEN
          SELECT a.id INTO v_id FROM ledger_accounts a
          WHERE a.profile_id IS NULL AND a.kind = v_ref ->> 'kind' AND a.currency = v_currency
            AND a.name = coalesce(v_ref ->> 'name', '') AND a.shard = v_shard;
        ELSE
          SELECT a.id INTO v_id FROM ledger_accounts a
          WHERE a.profile_id = (v_ref ->> 'profile_id')::uuid AND a.currency = v_currency AND a.kind = v_ref ->> 'kind';
        END IF;
        IF NOT FOUND THEN
          -- The first movement through an account opens it.
          v_id := ledger_account_id(v_ref ->> 'kind', (v_ref ->> 'profile_id')::uuid, v_currency, v_ref ->> 'name');
        END IF;
      ELSE
        v_id := (v_ref #>> '{}')::bigint;
        SELECT a.currency, a.profile_id IS NULL INTO v_currency, v_is_house FROM ledger_accounts a WHERE a.id = v_id;
        IF NOT FOUND THEN
          RAISE EXCEPTION 'ledger account % does not exist', v_id USING ERRCODE = 'foreign_key_violation';
        END IF;
      END IF;
      IF v_side = 0 THEN
        v_debits := v_debits || v_id;
        v_debit_is_house := v_debit_is_house || v_is_house;
        v_debit_currency := v_currency;
      ELSE
        IF v_currency IS DISTINCT FROM v_debit_currency THEN
          RAISE EXCEPTION 'transfer % moves between currencies', v_item ->> 'id' USING ERRCODE = 'check_violation';
        END IF;
        v_credits := v_credits || v_id;
        v_credit_is_house := v_credit_is_house || v_is_house;
      END IF;
    END LOOP;
    v_ids := v_ids || (v_item ->> 'id')::uuid;
    v_kinds := v_kinds || (v_item ->> 'kind');
    v_transactions := v_transactions || (v_item ->> 'transaction_id')::uuid;
    v_amounts := v_amounts || (v_item ->> 'amount')::numeric(78, 0);
    v_currencies := v_currencies || v_currency;
  END LOOP;
  IF cardinality(v_ids) = 0 THEN
    RETURN;
  END IF;

  INSERT INTO ledger_transfers (id, kind, transaction_id, currency, amount, debit_account_id, credit_account_id)
  SELECT b.id, b.kind, b.transaction_id, b.currency, b.amount, b.debit, b.credit
  FROM unnest(v_ids, v_kinds, v_transactions, v_currencies, v_amounts, v_debits, v_credits) WITH ORDINALITY
       AS b(id, kind, transaction_id, currency, amount, debit, credit, ord)
  ORDER BY b.ord;

  FOR change IN
    SELECT deltas.account_id, sum(deltas.delta) AS delta
    FROM (SELECT u.account_id, u.is_house, -u.amount AS delta
          FROM unnest(v_debits, v_debit_is_house, v_amounts) AS u(account_id, is_house, amount)
          UNION ALL
          SELECT u.account_id, u.is_house, u.amount
          FROM unnest(v_credits, v_credit_is_house, v_amounts) AS u(account_id, is_house, amount)) AS deltas
    GROUP BY deltas.account_id, deltas.is_house
    ORDER BY deltas.is_house, deltas.account_id
  LOOP
    UPDATE ledger_accounts SET balance = balance + change.delta WHERE id = change.account_id
    RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account % does not exist', change.account_id USING ERRCODE = 'foreign_key_violation';
    END IF;
    v_account_ids := v_account_ids || change.account_id;
    v_balances := v_balances || v_balance;
  END LOOP;

  -- balance_after of each entry: the final balance less the batch's later changes to that account.
  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, balance_after)
  SELECT e.transfer_id, e.account_id, e.currency, e.amount,
         f.balance - sum(e.amount) OVER (PARTITION BY e.account_id)
                   + sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.ord, e.side ROWS UNBOUNDED PRECEDING)
  FROM (SELECT b.id AS transfer_id, b.debit AS account_id, b.currency, -b.amount AS amount, b.ord, 0 AS side
        FROM unnest(v_ids, v_debits, v_currencies, v_amounts) WITH ORDINALITY AS b(id, debit, currency, amount, ord)
        UNION ALL
        SELECT b.id, b.credit, b.currency, b.amount, b.ord, 1
        FROM unnest(v_ids, v_credits, v_currencies, v_amounts) WITH ORDINALITY AS b(id, credit, currency, amount, ord)) AS e
  JOIN unnest(v_account_ids, v_balances) AS f(account_id, balance) ON f.account_id = e.account_id
  ORDER BY e.ord, e.side;
END;
$$;
