-- ledger_post, reordered so that account rows are locked as briefly as possible: everything that
-- needs no lock (finding the accounts, the currency check, the transfer rows) runs first, then the
-- accounts are updated, then the entries that carry their balances are written. Accounts are
-- locked users' first, then the house's (fees, liquidity, clearing), each group in id order — one
-- order for every batch, so batches cannot deadlock — so the house accounts, which almost every
-- movement touches, are held only for the last steps before commit.
-- What the function does is unchanged (ledger tests, `pnpm bench:ledger`).
--
-- The foreign keys from transfers and entries to accounts (and from transfers to currencies) go:
-- each insert's key check took a KEY SHARE lock on the account row, so every concurrent movement
-- through a house account piled shared lockers onto the row it was about to update (multixacts),
-- which cost more than the rest of the movement. The function itself guarantees what the keys
-- did: every account it names is updated, and an id with no account fails the whole batch.
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_debit_account_id_fkey;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_credit_account_id_fkey;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_currency_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;
CREATE OR REPLACE FUNCTION ledger_post(p_transfers jsonb) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_ids uuid[];
  v_kinds text[];
  v_transactions uuid[];
  v_debits bigint[];
  v_credits bigint[];
  v_amounts numeric(78, 0)[];
  v_account_ids bigint[] := '{}';
  v_balances numeric(78, 0)[] := '{}';
  v_balance numeric(78, 0);
  change record;
  mismatch text;
BEGIN
  SELECT array_agg((item ->> 'id')::uuid ORDER BY ord),
         array_agg(item ->> 'kind' ORDER BY ord),
         array_agg((item ->> 'transaction_id')::uuid ORDER BY ord),
         array_agg(ledger_account_ref(item -> 'debit') ORDER BY ord),
         array_agg(ledger_account_ref(item -> 'credit') ORDER BY ord),
         array_agg((item ->> 'amount')::numeric(78, 0) ORDER BY ord)
  INTO v_ids, v_kinds, v_transactions, v_debits, v_credits, v_amounts
  FROM jsonb_array_elements(p_transfers) WITH ORDINALITY AS t(item, ord);
  IF v_ids IS NULL THEN
    RETURN;
  END IF;

  SELECT string_agg(b.id::text, ', ') INTO mismatch
  FROM unnest(v_ids, v_debits, v_credits) AS b(id, debit, credit)
  JOIN ledger_accounts d ON d.id = b.debit
  JOIN ledger_accounts c ON c.id = b.credit
  WHERE d.currency <> c.currency;
  IF mismatch IS NOT NULL THEN
    RAISE EXCEPTION 'transfers % move between currencies', mismatch USING ERRCODE = 'check_violation';
  END IF;

  INSERT INTO ledger_transfers (id, kind, transaction_id, currency, amount, debit_account_id, credit_account_id)
  SELECT b.id, b.kind, b.transaction_id, a.currency, b.amount, b.debit, b.credit
  FROM unnest(v_ids, v_kinds, v_transactions, v_debits, v_credits, v_amounts) WITH ORDINALITY
       AS b(id, kind, transaction_id, debit, credit, amount, ord)
  JOIN ledger_accounts a ON a.id = b.debit
  ORDER BY b.ord;

  FOR change IN
    SELECT deltas.account_id, sum(deltas.delta) AS delta
    FROM (SELECT d AS account_id, -a AS delta FROM unnest(v_debits, v_amounts) AS u(d, a)
          UNION ALL SELECT c, a FROM unnest(v_credits, v_amounts) AS u(c, a)) AS deltas
    JOIN ledger_accounts a ON a.id = deltas.account_id
    GROUP BY deltas.account_id, a.profile_id
    ORDER BY (a.profile_id IS NULL), deltas.account_id
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
  SELECT e.transfer_id, e.account_id, a.currency, e.amount,
         f.balance - sum(e.amount) OVER (PARTITION BY e.account_id)
                   + sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.ord, e.side ROWS UNBOUNDED PRECEDING)
  FROM (SELECT b.id AS transfer_id, b.debit AS account_id, -b.amount AS amount, b.ord, 0 AS side
        FROM unnest(v_ids, v_debits, v_amounts) WITH ORDINALITY AS b(id, debit, amount, ord)
        UNION ALL
        SELECT b.id, b.credit, b.amount, b.ord, 1
        FROM unnest(v_ids, v_credits, v_amounts) WITH ORDINALITY AS b(id, credit, amount, ord)) AS e
  JOIN unnest(v_account_ids, v_balances) AS f(account_id, balance) ON f.account_id = e.account_id
  JOIN ledger_accounts a ON a.id = e.account_id
  ORDER BY e.ord, e.side;
END;
$$;
