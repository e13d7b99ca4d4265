-- The double-entry ledger (ARCHITECTURE.md "Money and the ledger"). Amounts are integers of the
-- currency's smallest unit. A transfer moves one amount from one account to another of the same
-- currency and writes two immutable entries (debit negative, credit positive), so the entries of
-- every currency always sum to zero. Balances are cached on the account row and changed only here.

CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- user_available / user_held belong to a profile; the others are the house's own:
  -- liquidity (its inventory per currency), fees (revenue), provider_clearing (money at a
  -- provider, one per provider), network_fees (paid to blockchains), suspense (awaiting support).
  kind text NOT NULL CHECK (kind IN ('user_available', 'user_held', 'liquidity', 'fees', 'provider_clearing', 'network_fees', 'suspense')),
  profile_id uuid REFERENCES profiles (id),
  currency text NOT NULL REFERENCES currencies (code),
  -- Which provider a clearing account is for; '' for the other house accounts.
  name text NOT NULL DEFAULT '',
  balance numeric(78, 0) NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_balance_never_negative CHECK (kind NOT IN ('user_available', 'user_held') OR balance >= 0),
  CONSTRAINT user_accounts_belong_to_profiles CHECK ((kind IN ('user_available', 'user_held')) = (profile_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_accounts_user_key ON ledger_accounts (profile_id, currency, kind) WHERE profile_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_house_key ON ledger_accounts (kind, currency, name) WHERE profile_id IS NULL;

CREATE TABLE ledger_transfers (
  id uuid PRIMARY KEY,
  -- What the movement is: hold, post, void, credit, payout, exchange_in, exchange_out, fee, ...
  kind text NOT NULL,
  transaction_id uuid,
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  debit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX ledger_transfers_transaction_idx ON ledger_transfers (transaction_id) WHERE transaction_id IS NOT NULL;

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transfer_id uuid NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  currency text NOT NULL,
  amount numeric(78, 0) NOT NULL CHECK (amount <> 0),
  -- The account's balance right after this entry (as pgledger keeps it): a statement needs no sums.
  balance_after numeric(78, 0) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);

-- Entries and transfers are history: nothing may change or remove them.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is immutable (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'raise_exception';
END;
$$;
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- Money set aside for an outgoing operation (two-phase): moved from user_available to
-- user_held at NEW, then posted (out, possibly in part) or voided (back) exactly once.
CREATE TABLE ledger_holds (
  id uuid PRIMARY KEY,
  transaction_id uuid NOT NULL,
  profile_id uuid NOT NULL REFERENCES profiles (id),
  currency text NOT NULL REFERENCES currencies (code),
  amount numeric(78, 0) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'posted', 'voided', 'expired')),
  posted_amount numeric(78, 0),
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX ledger_holds_transaction_idx ON ledger_holds (transaction_id);
CREATE INDEX ledger_holds_pending_expiry_idx ON ledger_holds (expires_at) WHERE status = 'pending';

-- The id of an account by its key, creating it the first time. Each statement in a plpgsql
-- function sees rows committed meanwhile, so a concurrent creation is found, not duplicated.
CREATE FUNCTION ledger_account_id(p_kind text, p_profile uuid, p_currency text, p_name text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT id INTO v_id FROM ledger_accounts
  WHERE kind = p_kind AND currency = p_currency
    AND (profile_id = p_profile OR (p_profile IS NULL AND profile_id IS NULL AND name = coalesce(p_name, '')));
  IF v_id IS NOT NULL THEN
    RETURN v_id;
  END IF;
  INSERT INTO ledger_accounts (kind, profile_id, currency, name)
  VALUES (p_kind, p_profile, p_currency, CASE WHEN p_profile IS NULL THEN coalesce(p_name, '') ELSE '' END)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN
    RETURN v_id;
  END IF;
  SELECT id INTO v_id FROM ledger_accounts
  WHERE kind = p_kind AND currency = p_currency
    AND (profile_id = p_profile OR (p_profile IS NULL AND profile_id IS NULL AND name = coalesce(p_name, '')));
  RETURN v_id;
END;
$$;

-- An account given as an id (a JSON number or numeric string) or as a key
-- {kind, profile_id, currency, name}.
CREATE FUNCTION ledger_account_ref(p_ref jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_typeof(p_ref) = 'object' THEN
    RETURN ledger_account_id(p_ref ->> 'kind', (p_ref ->> 'profile_id')::uuid, p_ref ->> 'currency', p_ref ->> 'name');
  END IF;
  RETURN (p_ref #>> '{}')::bigint;
END;
$$;

-- Applies a batch of transfers atomically in one call. p_transfers is a JSON array of
-- {id, kind, transaction_id, debit, credit, amount}: debit and credit are account ids or keys (see
-- ledger_account_ref), amount a decimal string of minor units.
-- Each account is updated once, by its net change, in ascending id order, so concurrent batches
-- lock rows in the same order and cannot deadlock; a user account going below zero fails the
-- CHECK and the whole batch (and its caller's transaction) rolls back.
CREATE FUNCTION ledger_post(p_transfers jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_ids uuid[];
  v_kinds text[];
  v_transactions uuid[];
  v_debits bigint[];
  v_credits bigint[];
  v_amounts numeric(78, 0)[];
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

  FOR change IN
    SELECT account_id, sum(delta) AS delta
    FROM (SELECT d AS account_id, -a AS delta FROM unnest(v_debits, v_amounts) AS u(d, a)
          UNION ALL SELECT c, a FROM unnest(v_credits, v_amounts) AS u(c, a)) AS deltas
    GROUP BY account_id
    ORDER BY account_id
  LOOP
    UPDATE ledger_accounts SET balance = balance + change.delta WHERE id = change.account_id;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account % does not exist', change.account_id USING ERRCODE = 'foreign_key_violation';
    END IF;
  END LOOP;

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

  -- balance_after of each entry: the final balance less the batch's later changes to that account.
  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, balance_after)
  SELECT e.transfer_id, e.account_id, a.currency, e.amount,
         a.balance - sum(e.amount) OVER (PARTITION BY e.account_id)
                   + sum(e.amount) OVER (PARTITION BY e.account_id ORDER BY e.ord, e.side ROWS UNBOUNDED PRECEDING)
  FROM (SELECT b.id AS transfer_id, b.debit AS account_id, -b.amount AS amount, b.ord, 0 AS side
        FROM unnest(v_ids, v_debits, v_amounts) WITH ORDINALITY AS b(id, debit, amount, ord)
        UNION ALL
        SELECT b.id, b.credit, b.amount, b.ord, 1
        FROM unnest(v_ids, v_credits, v_amounts) WITH ORDINALITY AS b(id, credit, amount, ord)) AS e
  JOIN ledger_accounts a ON a.id = e.account_id
  ORDER BY e.ord, e.side;
END;
$$;
