-- ledger_post reads each account it names once, by its unique key or primary key, and keeps what
-- it learns (id, currency, whether it is the house's) in arrays for the rest of the batch.
-- The previous version joined the batch's arrays to ledger_accounts four times (currency check,
-- transfer rows, lock order, entry rows). Under generic plans the planner cannot see how short the
-- arrays are, so each join read the whole accounts table: 0.9 ms a transfer with 1,000 accounts,
-- and growing with every account opened (`pnpm bench:ledger`, bench/README.md).
-- What the function does is unchanged: the same rows, the same lock order (users' accounts, then
-- the house's, each in id order), the same refusals.
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
  change record;
BEGIN
  FOR v_item IN SELECT t.item FROM jsonb_array_elements(p_transfers) WITH ORDINALITY AS t(item, ord) ORDER BY t.ord LOOP
    FOR v_side IN 0..1 LOOP
      v_ref := v_item -> (CASE v_side WHEN 0 THEN 'debit' ELSE 'credit' END);
      IF jsonb_typeof(v_ref) = 'object' THEN
        v_currency := v_ref ->> 'currency';
        v_is_house := (v_ref ->> 'profile_id') IS NULL;
        v_id := ledger_account_id(v_ref ->> 'kind', (v_ref ->> 'profile_id')::uuid, v_currency, v_ref ->> 'name');
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
