-- GENERATED FILE: do not edit. The money functions (money_apply: one call per money operation),
-- the ledger's functions and the ledger's triggers as the migrations leave them.
-- The migrations in ./migrations stay the history; this file is what the database runs now,
-- printed by pg_get_functiondef and pg_get_triggerdef from a freshly migrated database.
-- Regenerate after a migration that changes one of them: pnpm ledger:sql
-- server/src/db/ledger-sql.test.ts fails while this file differs from the migrated database.

-- definition: function ledger_account_id(p_kind text, p_profile uuid, p_currency text, p_name text)
CREATE OR REPLACE FUNCTION public.ledger_account_id(p_kind text, p_profile uuid, p_currency text, p_name text)
 RETURNS bigint
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
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
$function$;

-- definition: function ledger_account_identity()
CREATE OR REPLACE FUNCTION public.ledger_account_identity()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
$function$;

-- definition: function ledger_account_ref(p_ref jsonb)
CREATE OR REPLACE FUNCTION public.ledger_account_ref(p_ref jsonb)
 RETURNS bigint
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF jsonb_typeof(p_ref) = 'object' THEN
    RETURN ledger_account_id(p_ref ->> 'kind', (p_ref ->> 'profile_id')::uuid, p_ref ->> 'currency', p_ref ->> 'name');
  END IF;
  RETURN (p_ref #>> '{}')::bigint;
END;
$function$;

-- definition: function ledger_house_shard()
CREATE OR REPLACE FUNCTION public.ledger_house_shard()
 RETURNS smallint
 LANGUAGE sql
 STABLE
AS $function$
  SELECT (pg_backend_pid() % 16)::smallint
$function$;

-- definition: function ledger_post(p_transfers jsonb)
CREATE OR REPLACE FUNCTION public.ledger_post(p_transfers jsonb)
 RETURNS void
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
DECLARE
  v_count int := jsonb_array_length(p_transfers);
  v_ids uuid[] := '{}';
  v_kinds text[] := '{}';
  v_transactions uuid[] := '{}';
  v_amounts numeric(78, 0)[] := '{}';
  v_currencies text[] := '{}';
  v_debits bigint[] := '{}';
  v_credits bigint[] := '{}';
  -- The batch's distinct accounts: id, whether the house's, net change, running balance.
  v_accounts bigint[] := '{}';
  v_account_is_house boolean[] := '{}';
  v_deltas numeric(78, 0)[] := '{}';
  v_running numeric(78, 0)[];
  v_lock_order int[] := '{}';
  e_transfers uuid[] := '{}';
  e_accounts bigint[] := '{}';
  e_currencies text[] := '{}';
  e_amounts numeric(78, 0)[] := '{}';
  e_balances numeric(78, 0)[] := '{}';
  v_item jsonb;
  v_ref jsonb;
  v_amount numeric(78, 0);
  v_balance numeric(78, 0);
  v_id bigint;
  v_pos int;
  v_swap int;
  v_currency text;
  v_is_house boolean;
  v_debit_currency text;
  v_shard smallint := ledger_house_shard();
BEGIN
  FOR i IN 0..v_count - 1 LOOP
    v_item := p_transfers -> i;
    v_amount := (v_item ->> 'amount')::numeric(78, 0);
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
      v_pos := array_position(v_accounts, v_id);
      IF v_pos IS NULL THEN
        v_accounts := v_accounts || v_id;
        v_account_is_house := v_account_is_house || v_is_house;
        v_deltas := v_deltas || 0::numeric(78, 0);
        v_pos := cardinality(v_accounts);
      END IF;
      IF v_side = 0 THEN
        v_debits := v_debits || v_id;
        v_debit_currency := v_currency;
        v_deltas[v_pos] := v_deltas[v_pos] - v_amount;
      ELSE
        IF v_currency IS DISTINCT FROM v_debit_currency THEN
          RAISE EXCEPTION 'transfer % moves between currencies', v_item ->> 'id' USING ERRCODE = 'check_violation';
        END IF;
        v_credits := v_credits || v_id;
        v_deltas[v_pos] := v_deltas[v_pos] + v_amount;
      END IF;
    END LOOP;
    v_ids := v_ids || (v_item ->> 'id')::uuid;
    v_kinds := v_kinds || (v_item ->> 'kind');
    v_transactions := v_transactions || (v_item ->> 'transaction_id')::uuid;
    v_amounts := v_amounts || v_amount;
    v_currencies := v_currencies || v_currency;
  END LOOP;
  IF v_count = 0 THEN
    RETURN;
  END IF;

  FOR i IN 1..v_count LOOP
    INSERT INTO ledger_transfers (id, kind, transaction_id, currency, amount, debit_account_id, credit_account_id)
    VALUES (v_ids[i], v_kinds[i], v_transactions[i], v_currencies[i], v_amounts[i], v_debits[i], v_credits[i]);
  END LOOP;

  -- The lock order: users' accounts, then the house's, each by ascending id (an insertion sort:
  -- a batch names a handful of accounts).
  FOR i IN 1..cardinality(v_accounts) LOOP
    v_lock_order := v_lock_order || i;
    v_pos := i;
    WHILE v_pos > 1 AND (v_account_is_house[v_lock_order[v_pos - 1]], v_accounts[v_lock_order[v_pos - 1]])
                      > (v_account_is_house[v_lock_order[v_pos]], v_accounts[v_lock_order[v_pos]]) LOOP
      v_swap := v_lock_order[v_pos];
      v_lock_order[v_pos] := v_lock_order[v_pos - 1];
      v_lock_order[v_pos - 1] := v_swap;
      v_pos := v_pos - 1;
    END LOOP;
  END LOOP;
  -- Each account's balance before the batch, walked forward entry by entry below.
  v_running := array_fill(0::numeric(78, 0), ARRAY[cardinality(v_accounts)]);
  FOREACH v_pos IN ARRAY v_lock_order LOOP
    UPDATE ledger_accounts SET balance = balance + v_deltas[v_pos] WHERE id = v_accounts[v_pos]
    RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'ledger account % does not exist', v_accounts[v_pos] USING ERRCODE = 'foreign_key_violation';
    END IF;
    v_running[v_pos] := v_balance - v_deltas[v_pos];
  END LOOP;

  FOR i IN 1..v_count LOOP
    FOR v_side IN 0..1 LOOP
      v_id := CASE v_side WHEN 0 THEN v_debits[i] ELSE v_credits[i] END;
      v_amount := CASE v_side WHEN 0 THEN -v_amounts[i] ELSE v_amounts[i] END;
      v_pos := array_position(v_accounts, v_id);
      v_running[v_pos] := v_running[v_pos] + v_amount;
      e_transfers := e_transfers || v_ids[i];
      e_accounts := e_accounts || v_id;
      e_currencies := e_currencies || v_currencies[i];
      e_amounts := e_amounts || v_amount;
      e_balances := e_balances || v_running[v_pos];
    END LOOP;
  END LOOP;
  -- unnest yields the arrays in order, so entries get their ids in the batch's order.
  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, balance_after)
  SELECT * FROM unnest(e_transfers, e_accounts, e_currencies, e_amounts, e_balances);
END;
$function$;

-- definition: function ledger_post_transfer(p_id uuid, p_kind text, p_transaction uuid, p_amount numeric, p_debit_kind text, p_debit_profile uuid, p_debit_currency text, p_debit_name text, p_credit_kind text, p_credit_profile uuid, p_credit_currency text, p_credit_name text)
CREATE OR REPLACE FUNCTION public.ledger_post_transfer(p_id uuid, p_kind text, p_transaction uuid, p_amount numeric, p_debit_kind text, p_debit_profile uuid, p_debit_currency text, p_debit_name text, p_credit_kind text, p_credit_profile uuid, p_credit_currency text, p_credit_name text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_debit bigint;
  v_credit bigint;
  v_debit_after numeric(78, 0);
  v_credit_after numeric(78, 0);
BEGIN
  IF p_debit_currency IS DISTINCT FROM p_credit_currency THEN
    RAISE EXCEPTION 'transfer % moves between currencies', p_id USING ERRCODE = 'check_violation';
  END IF;
  IF p_debit_profile IS NULL THEN
    SELECT a.id INTO v_debit FROM ledger_accounts a
    WHERE a.profile_id IS NULL AND a.kind = p_debit_kind AND a.currency = p_debit_currency
      AND a.name = coalesce(p_debit_name, '') AND a.shard = ledger_house_shard();
  ELSE
    SELECT a.id INTO v_debit FROM ledger_accounts a
    WHERE a.profile_id = p_debit_profile AND a.currency = p_debit_currency AND a.kind = p_debit_kind;
  END IF;
  IF v_debit IS NULL THEN
    v_debit := ledger_account_id(p_debit_kind, p_debit_profile, p_debit_currency, p_debit_name);
  END IF;
  IF p_credit_profile IS NULL THEN
    SELECT a.id INTO v_credit FROM ledger_accounts a
    WHERE a.profile_id IS NULL AND a.kind = p_credit_kind AND a.currency = p_credit_currency
      AND a.name = coalesce(p_credit_name, '') AND a.shard = ledger_house_shard();
  ELSE
    SELECT a.id INTO v_credit FROM ledger_accounts a
    WHERE a.profile_id = p_credit_profile AND a.currency = p_credit_currency AND a.kind = p_credit_kind;
  END IF;
  IF v_credit IS NULL THEN
    v_credit := ledger_account_id(p_credit_kind, p_credit_profile, p_credit_currency, p_credit_name);
  END IF;

  INSERT INTO ledger_transfers (id, kind, transaction_id, currency, amount, debit_account_id, credit_account_id)
  VALUES (p_id, p_kind, p_transaction, p_debit_currency, p_amount, v_debit, v_credit);

  IF (p_debit_profile IS NULL, v_debit) < (p_credit_profile IS NULL, v_credit) THEN
    UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_debit RETURNING balance INTO v_debit_after;
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit RETURNING balance INTO v_credit_after;
  ELSE
    UPDATE ledger_accounts SET balance = balance + p_amount WHERE id = v_credit RETURNING balance INTO v_credit_after;
    UPDATE ledger_accounts SET balance = balance - p_amount WHERE id = v_debit RETURNING balance INTO v_debit_after;
  END IF;

  INSERT INTO ledger_entries (transfer_id, account_id, currency, amount, balance_after)
  VALUES (p_id, v_debit, p_debit_currency, -p_amount, v_debit_after),
         (p_id, v_credit, p_debit_currency, p_amount, v_credit_after);
END;
$function$;

-- definition: function ledger_refuse_change()
CREATE OR REPLACE FUNCTION public.ledger_refuse_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  RAISE EXCEPTION 'ledger history is immutable (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = 'raise_exception';
END;
$function$;

-- definition: function money_apply(p jsonb)
CREATE OR REPLACE FUNCTION public.money_apply(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
  -- One money operation's whole bookkeeping in one call, everything decided by the server.
  -- The plan (jsonb):
  --   scope, key, endpoint, request_hash  the idempotency key and what the request said
  --   refusal       {status, body}: an answer decided before the call (a request the rules refuse);
  --                 only it is stored, nothing moves. A refusal written {unstored: name} instead is
  --                 answered {outcome: 'refused', refusal: name} and not kept for the key
  --   recipients    [{profile_id, missing: {status, body}, inactive: {status, body}}]: profiles that
  --                 must belong to an active user; a missing or deleted one answers `missing`,
  --                 one blocked or frozen `inactive`
  --   quote         {id, profile_id, at, used: {status, body}, expired: {status, body}}: the quote a
  --                 conversion is priced by, taken (used_at = at) only while it is the profile's,
  --                 unused and not expired at `at`; one used meanwhile answers `used`, else `expired`
  --                 (both stored answers), but a plan that confirms a `draft` is stale instead (a
  --                 second confirmation of the draft at once hears that it is confirmed, as on the
  --                 transaction path); a refusal after it gives the quote back (money_take_quote)
  --   limits        {profile_id, month_start, month_end, uncounted, count, last_changed_us}: what the
  --                 server's level-limits check read of the profile's month's rows that can count
  --                 (money_limits_counted, as level-usage.ts reads them; level-limits.ts
  --                 `planned`), compared under the profile's row lock after the quote is taken
  --                 (the transaction path's order; money_check_limits_stamp); a row added or changed
  --                 since answers
  --                 {outcome: 'stale'} with nothing written or kept, and the server runs the
  --                 operation again on its transaction path
  --   transactions  the new transactions, every column named (jsonb_populate_recordset), each with
  --                 its first history line (created, to its status)
  --   ledger        ledger_post's transfers
  --   insufficient  {status, body}: the answer when a user's balance would go below zero
  --   events        [{profile_id, topic, payload}]: one per user event, numbered per user
  --   frame         {token_hash, user_id, now}: the widget frame whose token came with the request;
  --                 the plan's first transaction (the answer's) is linked to it by
  --                 money_link_frame_order, with the rule of the transaction path
  --   answer        {status, body}: the answer when everything is written
  --   draft         {id, profile_id, at, requisite, transaction_id}: a unified transaction's draft the
  --                 operation confirms, marked confirmed with transaction_id once the rows are
  --                 written, only while it is still the profile's, a draft (not confirmed or
  --                 expired), unexpired at `at` and with the requisite the server read; else the
  --                 plan is stale, answered as `limits` is ({outcome: 'stale'}, nothing written)
  -- It returns {status, body, replay}: the stored answer (a repeat of the key), or the one it stored;
  -- {outcome: 'in_progress'} when another request holds the key, {outcome: 'key_reused'} when the
  -- key was used for another request, and {outcome: 'stale'} when `limits` or `draft` no longer
  -- holds.
DECLARE
  v_scope text := p ->> 'scope';
  v_key text := p ->> 'key';
  v_stored record;
  v_answer jsonb;
  v_recipient jsonb;
  v_user_status text;
  v_constraint text;
BEGIN
  IF NOT pg_try_advisory_xact_lock(hashtextextended(v_scope || ':' || v_key, 0)) THEN
    RETURN jsonb_build_object('outcome', 'in_progress');
  END IF;
  SELECT request_hash, status_code, response_body INTO v_stored
  FROM idempotency_keys WHERE scope = v_scope AND key = v_key;
  IF FOUND THEN
    IF v_stored.request_hash <> p ->> 'request_hash' THEN
      RETURN jsonb_build_object('outcome', 'key_reused');
    END IF;
    RETURN jsonb_build_object('status', v_stored.status_code, 'body', v_stored.response_body, 'replay', true);
  END IF;

  v_answer := p -> 'refusal';
  IF v_answer IS NULL THEN
    FOR v_recipient IN SELECT * FROM jsonb_array_elements(coalesce(p -> 'recipients', '[]'))
    LOOP
      SELECT u.status INTO v_user_status
      FROM profiles pr JOIN users u ON u.id = pr.user_id
      WHERE pr.id = (v_recipient ->> 'profile_id')::uuid;
      IF NOT FOUND OR v_user_status = 'deleted' THEN
        v_answer := v_recipient -> 'missing';
      ELSIF v_user_status <> 'active' THEN
        v_answer := v_recipient -> 'inactive';
      END IF;
      EXIT WHEN v_answer IS NOT NULL;
    END LOOP;
  END IF;

  IF v_answer ? 'unstored' THEN
    -- A refusal that depends on the moment (a recipient blocked now may be active later) is
    -- answered and not kept for the key, as the transaction path does.
    RETURN jsonb_build_object('outcome', 'refused', 'refusal', v_answer -> 'unstored');
  END IF;
  IF v_answer IS NOT NULL THEN
    PERFORM money_store_answer(p, v_answer);
    RETURN v_answer || jsonb_build_object('replay', false);
  END IF;

  BEGIN
    IF p ? 'quote' THEN
      v_answer := money_take_quote(p);
      IF v_answer IS NOT NULL THEN
        PERFORM money_store_answer(p, v_answer);
        RETURN v_answer || jsonb_build_object('replay', false);
      END IF;
    END IF;

    IF p ? 'limits' THEN
      PERFORM money_check_limits_stamp(p);
    END IF;

    WITH t AS (
      INSERT INTO transactions
      SELECT * FROM jsonb_populate_recordset(NULL::transactions, p -> 'transactions')
      RETURNING id, status
    )
    INSERT INTO transaction_status_history (transaction_id, from_status, to_status, reason)
    SELECT t.id, NULL, t.status, 'created' FROM t;

    -- The draft's row lock is taken here, after the rows it points to are written
    -- (transaction_id references them).
    IF p ? 'draft' THEN
      PERFORM money_confirm_draft(p);
    END IF;

    IF p ? 'frame' THEN
      -- Linked with the rows, before the accounts are locked; undone with them by a refusal below.
      PERFORM money_link_frame_order(
        p #>> '{frame,token_hash}',
        (p #>> '{frame,user_id}')::uuid,
        p #>> '{transactions,0,external_id}',
        (p #>> '{frame,now}')::timestamptz
      );
    END IF;
    -- The answer is stored before the accounts are locked: they stay locked for as little as can be.
    v_answer := p -> 'answer';
    PERFORM money_store_answer(p, v_answer);

    PERFORM ledger_post(p -> 'ledger');

    -- Each user's events take the next numbers of the user's sequence, in the plan's order.
    WITH e AS (
      SELECT pr.user_id, x.ord, x.event ->> 'topic' AS topic, x.event -> 'payload' AS payload,
             row_number() OVER (PARTITION BY pr.user_id ORDER BY x.ord) AS nth,
             count(*) OVER (PARTITION BY pr.user_id) AS of_user
      FROM jsonb_array_elements(coalesce(p -> 'events', '[]')) WITH ORDINALITY AS x(event, ord)
      JOIN profiles pr ON pr.id = (x.event ->> 'profile_id')::uuid
    ),
    s AS (
      INSERT INTO event_sequences (user_id, last_seq)
      SELECT DISTINCT user_id, of_user FROM e ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET last_seq = event_sequences.last_seq + excluded.last_seq
      RETURNING user_id, last_seq
    )
    INSERT INTO outbox_events (user_id, seq, topic, payload)
    SELECT e.user_id, s.last_seq - e.of_user + e.nth, e.topic, e.payload
    FROM e JOIN s USING (user_id)
    ORDER BY e.ord;
  EXCEPTION
  WHEN SQLSTATE 'FY001' THEN
    RETURN jsonb_build_object('outcome', 'stale');
  WHEN check_violation THEN
    -- Only a user's balance going below zero is a refusal; every other check is a bug and raises.
    GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
    IF v_constraint IS DISTINCT FROM 'user_balance_never_negative' THEN
      RAISE;
    END IF;
    v_answer := p -> 'insufficient';
    PERFORM money_store_answer(p, v_answer);
  END;
  RETURN v_answer || jsonb_build_object('replay', false);
END;
$function$;

-- definition: function money_card_authorization_apply(p jsonb)
CREATE OR REPLACE FUNCTION public.money_card_authorization_apply(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
  -- One approved authorization's bookkeeping, everything decided by the server. The plan (jsonb):
  --   card_id, owner_profile_id, card_profile_id   the card and whose it is
  --   event_id, authorization_id                   the network's ids, neither seen before
  --   month_start, month_end, uncounted, stamp     money_card_decision_stamp's arguments and the
  --                                                value the decision read
  --   lock_timeout_ms                              what is left of the network's deadline for each
  --                                                lock (at least 1); waiting longer raises
  --                                                lock_not_available and nothing is written
  --   transactions   the CARD_DEBIT / CARD_WITHDRAWAL, every column named (its times become now()),
  --                  with its first history line
  --   holds          [{transfer_id, hold_id, transaction_id, profile_id, currency, amount}]: each leg's
  --                  hold, available → held, as ledger.hold writes it
  --   authorization  the card_authorizations row; event  the card_network_events row
  --   events         [{user_id, topic, payload, told?}]: the users' events in order; one with `told`
  --                  ({card_id, event_id, kind}) is a notice, written only when its card_notices_told
  --                  row is new
  -- It returns {outcome: 'applied'} or {outcome: 'stale'} (an id seen or a stamp changed meanwhile).
  -- A hold the balance no longer covers raises check_violation; nothing is written then either.
DECLARE
  v_hold jsonb;
BEGIN
  PERFORM set_config('lock_timeout', (p ->> 'lock_timeout_ms') || 'ms', true);
  PERFORM 1 FROM payment_cards WHERE id = (p ->> 'card_id')::uuid FOR UPDATE;
  PERFORM 1 FROM profiles WHERE id = (p ->> 'owner_profile_id')::uuid FOR UPDATE;
  -- A statement of its own after the locks: it sees every event that committed before them.
  IF EXISTS (SELECT 1 FROM card_network_events WHERE event_id = p ->> 'event_id')
     OR EXISTS (SELECT 1 FROM card_authorizations WHERE id = p ->> 'authorization_id')
     OR money_card_decision_stamp(
          (p ->> 'card_id')::uuid,
          (p ->> 'owner_profile_id')::uuid,
          (p ->> 'card_profile_id')::uuid,
          (p ->> 'month_start')::timestamptz,
          (p ->> 'month_end')::timestamptz,
          ARRAY(SELECT jsonb_array_elements_text(p -> 'uncounted'))
        ) IS DISTINCT FROM p ->> 'stamp' THEN
    RETURN jsonb_build_object('outcome', 'stale');
  END IF;

  -- Its times are the database's now(), as the locked path's row takes them from the column's default.
  WITH t AS (
    INSERT INTO transactions
    SELECT * FROM jsonb_populate_recordset(NULL::transactions, (
      SELECT jsonb_agg(x || jsonb_build_object('created_at', now(), 'updated_at', now()) ORDER BY ord)
      FROM jsonb_array_elements(p -> 'transactions') WITH ORDINALITY AS y(x, ord)))
    RETURNING id, status
  )
  INSERT INTO transaction_status_history (transaction_id, from_status, to_status, reason)
  SELECT t.id, NULL, t.status, 'created' FROM t;

  -- Each leg's posting, then the hold's row, in the plan's order, as ledger.hold writes them.
  FOR v_hold IN SELECT value FROM jsonb_array_elements(p -> 'holds')
  LOOP
    PERFORM ledger_post_transfer((v_hold ->> 'transfer_id')::uuid, 'hold', (v_hold ->> 'transaction_id')::uuid,
      (v_hold ->> 'amount')::numeric, 'user_available', (v_hold ->> 'profile_id')::uuid, v_hold ->> 'currency', NULL,
      'user_held', (v_hold ->> 'profile_id')::uuid, v_hold ->> 'currency', NULL);
    INSERT INTO ledger_holds (id, transaction_id, profile_id, currency, amount, posted_amount, expires_at, settled_at)
    VALUES ((v_hold ->> 'hold_id')::uuid, (v_hold ->> 'transaction_id')::uuid, (v_hold ->> 'profile_id')::uuid,
      v_hold ->> 'currency', (v_hold ->> 'amount')::numeric, NULL, NULL, NULL);
  END LOOP;

  INSERT INTO card_authorizations (id, card_id, kind, currency, amount, approved_amount, merchant_name,
    merchant_category, merchant_country, status, decline_reason, legs, ledger_holds, hold_record,
    transaction_id, expires_at, created_at, updated_at)
  SELECT id, card_id, kind, currency, amount, approved_amount, merchant_name, merchant_category,
    merchant_country, status, decline_reason, legs, ledger_holds, hold_record, transaction_id,
    expires_at, created_at, updated_at
  FROM jsonb_populate_record(NULL::card_authorizations, p -> 'authorization');

  INSERT INTO card_network_events (event_id, type, card_id, authorization_id, payload, outcome, answer)
  SELECT event_id, type, card_id, authorization_id, payload, outcome, answer
  FROM jsonb_populate_record(NULL::card_network_events, p -> 'event');

  -- The notices' rows, then each user's events numbered in the plan's order, last of every lock.
  WITH x AS (
    SELECT ord, event FROM jsonb_array_elements(coalesce(p -> 'events', '[]')) WITH ORDINALITY AS y(event, ord)
  ),
  told AS (
    INSERT INTO card_notices_told (card_id, event_id, kind)
    SELECT (event #>> '{told,card_id}')::uuid, event #>> '{told,event_id}', event #>> '{told,kind}'
    FROM x WHERE event ? 'told'
    ON CONFLICT DO NOTHING
    RETURNING card_id, event_id, kind
  ),
  e AS (
    SELECT (x.event ->> 'user_id')::uuid AS user_id, x.ord, x.event ->> 'topic' AS topic,
           x.event -> 'payload' AS payload
    FROM x
    WHERE NOT (x.event ? 'told') OR EXISTS (
      SELECT 1 FROM told
      WHERE told.card_id = (x.event #>> '{told,card_id}')::uuid
        AND told.event_id = x.event #>> '{told,event_id}'
        AND told.kind = x.event #>> '{told,kind}')
  ),
  n AS (
    SELECT e.*, row_number() OVER (PARTITION BY user_id ORDER BY ord) AS nth,
           count(*) OVER (PARTITION BY user_id) AS of_user
    FROM e
  ),
  s AS (
    INSERT INTO event_sequences (user_id, last_seq)
    SELECT DISTINCT user_id, of_user FROM n ORDER BY user_id
    ON CONFLICT (user_id) DO UPDATE SET last_seq = event_sequences.last_seq + excluded.last_seq
    RETURNING user_id, last_seq
  )
  INSERT INTO outbox_events (user_id, seq, topic, payload)
  SELECT n.user_id, s.last_seq - n.of_user + n.nth, n.topic, n.payload
  FROM n JOIN s USING (user_id)
  ORDER BY n.ord;

  RETURN jsonb_build_object('outcome', 'applied');
END;
$function$;

-- definition: function money_card_decision_stamp(p_card uuid, p_owner uuid, p_card_profile uuid, p_month_start timestamp with time zone, p_month_end timestamp with time zone, p_uncounted text[])
CREATE OR REPLACE FUNCTION public.money_card_decision_stamp(p_card uuid, p_owner uuid, p_card_profile uuid, p_month_start timestamp with time zone, p_month_end timestamp with time zone, p_uncounted text[])
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  -- What a card's decision read, in one value: the card's row version (its state, controls and
  -- spend-from order), the available balances of the owner and the card, and the month's rows
  -- the level's limits count (how many, and when the latest changed). STABLE, so it reads with the
  -- snapshot of the statement that calls it: the decision's read, or the apply's after its locks.
  RETURN concat_ws('|',
    (SELECT xmin::text FROM payment_cards WHERE id = p_card),
    (SELECT string_agg(id::text || ':' || balance::text, ',' ORDER BY id)
       FROM ledger_accounts
       WHERE profile_id IN (p_owner, p_card_profile) AND kind = 'user_available'),
    (SELECT count(*)::text || ':' || coalesce(max((extract(epoch FROM updated_at) * 1000000)::bigint)::text, '')
       FROM transactions
       WHERE profile_id IN (p_owner, p_card_profile)
         AND created_at >= p_month_start AND created_at < p_month_end
         AND money_limits_counted(type, payway, requisite)
         AND status <> ALL (p_uncounted)));
END;
$function$;

-- definition: function money_check_limits_stamp(p jsonb)
CREATE OR REPLACE FUNCTION public.money_check_limits_stamp(p jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
  -- Locks the profile's row (the lock the transaction path's limits check takes) and compares what
  -- the server's check read of the month's counted rows with what is there now; anything added or
  -- changed since raises the stale error.
DECLARE
  v_count bigint;
  v_last_changed bigint;
BEGIN
  PERFORM 1 FROM profiles WHERE id = (p #>> '{limits,profile_id}')::uuid FOR UPDATE;
  SELECT count(*), max((extract(epoch FROM updated_at) * 1000000)::bigint)
  INTO v_count, v_last_changed
  FROM transactions
  WHERE profile_id = (p #>> '{limits,profile_id}')::uuid
    AND created_at >= (p #>> '{limits,month_start}')::timestamptz
    AND created_at < (p #>> '{limits,month_end}')::timestamptz
    AND money_limits_counted(type, payway, requisite)
    AND status <> ALL (ARRAY(SELECT jsonb_array_elements_text(p #> '{limits,uncounted}')));
  IF v_count <> (p #>> '{limits,count}')::bigint
     OR v_last_changed IS DISTINCT FROM (p #>> '{limits,last_changed_us}')::bigint THEN
    RAISE EXCEPTION 'money_apply: the plan''s limits are stale' USING ERRCODE = 'FY001';
  END IF;
END;
$function$;

-- definition: function money_confirm_draft(p jsonb)
CREATE OR REPLACE FUNCTION public.money_confirm_draft(p jsonb)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
  -- Marks the plan's draft confirmed with its transaction while it is still the profile's, a
  -- draft, unexpired at the plan's moment and with the requisite the server read; a draft
  -- confirmed, expired or changed since raises the stale error, and the confirmation runs again on
  -- its transaction path.
BEGIN
  UPDATE utransaction_drafts
  SET status = 'confirmed', transaction_id = (p #>> '{draft,transaction_id}')::uuid
  WHERE id = (p #>> '{draft,id}')::uuid
    AND profile_id = (p #>> '{draft,profile_id}')::uuid
    AND status = 'draft'
    AND expires_at > (p #>> '{draft,at}')::timestamptz
    AND requisite IS NOT DISTINCT FROM nullif(p #> '{draft,requisite}', 'null');
  IF NOT FOUND THEN
    RAISE EXCEPTION 'money_apply: the plan''s draft is stale' USING ERRCODE = 'FY001';
  END IF;
END;
$function$;

-- definition: function money_limits_counted(p_type text, p_payway text, p_requisite jsonb)
CREATE OR REPLACE FUNCTION public.money_limits_counted(p_type text, p_payway text, p_requisite jsonb)
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$
  -- Types with a limit direction (shared/domain limit-movements.ts) ...
  SELECT p_type IN (
      'PAYIN', 'UDEPOSIT', 'AUTOPAYIN', 'PAYIN_CONVERT', 'AUTOPAYIN_CONVERT',
      'PAYOUT', 'UPAYOUT', 'CONVERT_PAYOUT', 'UCONVERT_PAYOUT',
      'SERVICE_PAYMENT', 'SERVICE_CONVERT_PAYMENT', 'CARD_DEBIT', 'CARD_WITHDRAWAL',
      'EXCHANGE', 'AUTOEXCHANGE')
    -- ... less money moved between Ferry profiles (an exchange between balances still counts) ...
    AND (p_payway IS DISTINCT FROM 'balance' OR p_type IN ('EXCHANGE', 'AUTOEXCHANGE'))
    -- ... and less a deposit its provider took back.
    AND (p_requisite ->> 'reversal_of') IS NULL
$function$;

-- definition: function money_link_frame_order(p_frame_id text, p_user_id uuid, p_order_external_id text, p_at timestamp with time zone)
CREATE OR REPLACE FUNCTION public.money_link_frame_order(p_frame_id text, p_user_id uuid, p_order_external_id text, p_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
  -- Links the order `p_order_external_id` (and the transactions it already ordered, of its own
  -- profile) to the frame whose token hashes to `p_frame_id`, with the customer `p_user_id`:
  --   * a frame unknown, expired at `p_at` or of a deleted key, or another customer's, links
  --     nothing and refuses nothing (the order is the customer's either way);
  --   * the first customer to use a frame binds it (a leaked token never reports another's orders);
  --   * the merchant's id for the customer is linked to the user once; a link made stays;
  --   * only the customer's own order is linked, and its children of the same profile (a
  --     transfer's incoming side is the recipient's, never reported to the sender's merchant).
  -- With no order (POST frame/customer) it binds the frame and links the customer only. It answers
  -- whether the merchant's id for the customer is now linked to this user.
DECLARE
  v_frame widget_frames;
  v_order record;
  v_linked boolean := false;
BEGIN
  SELECT f.* INTO v_frame
  FROM widget_frames f JOIN api_keys k ON k.id = f.api_key_id
  WHERE f.id = p_frame_id AND f.expires_at > p_at AND k.deleted_at IS NULL;
  IF NOT FOUND OR v_frame.user_id <> p_user_id THEN
    RETURN false;
  END IF;
  IF v_frame.user_id IS NULL THEN
    -- Bound only while still unbound: of two customers racing for a frame, the first keeps it.
    UPDATE widget_frames SET user_id = p_user_id
    WHERE id = p_frame_id AND user_id IS NULL
    RETURNING * INTO v_frame;
    IF NOT FOUND THEN
      RETURN false;
    END IF;
  END IF;
  IF v_frame.external_customer_id IS NOT NULL THEN
    INSERT INTO merchant_customers (api_key_id, external_customer_id, user_id)
    VALUES (v_frame.api_key_id, v_frame.external_customer_id, p_user_id)
    ON CONFLICT (api_key_id, external_customer_id) DO NOTHING;
    v_linked := EXISTS (
      SELECT 1 FROM merchant_customers
      WHERE api_key_id = v_frame.api_key_id AND external_customer_id = v_frame.external_customer_id
        AND user_id = p_user_id
    );
  END IF;
  IF p_order_external_id IS NULL THEN
    RETURN v_linked;
  END IF;
  SELECT t.id, t.profile_id INTO v_order
  FROM transactions t JOIN profiles pr ON pr.id = t.profile_id
  WHERE t.external_id = p_order_external_id AND pr.user_id = p_user_id;
  IF NOT FOUND THEN
    RETURN v_linked;
  END IF;
  INSERT INTO widget_frame_orders
    (transaction_id, frame_id, api_key_id, callback_url, external_customer_id, created_at)
  SELECT t.id, v_frame.id, v_frame.api_key_id, v_frame.callback_url, v_frame.external_customer_id, p_at
  FROM transactions t
  WHERE t.profile_id = v_order.profile_id AND (t.id = v_order.id OR t.parent_id = v_order.id)
  ON CONFLICT (transaction_id) DO NOTHING;
  RETURN v_linked;
END;
$function$;

-- definition: function money_store_answer(p jsonb, p_answer jsonb)
CREATE OR REPLACE FUNCTION public.money_store_answer(p jsonb, p_answer jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
  -- The answer kept for money_apply's idempotency key, replayed for a repeat of the request.
  INSERT INTO idempotency_keys (scope, key, endpoint, request_hash, status_code, response_body)
  VALUES (p ->> 'scope', p ->> 'key', p ->> 'endpoint', p ->> 'request_hash',
          (p_answer ->> 'status')::int, p_answer ->> 'body');
$function$;

-- definition: function money_take_quote(p jsonb)
CREATE OR REPLACE FUNCTION public.money_take_quote(p jsonb)
 RETURNS jsonb
 LANGUAGE plpgsql
AS $function$
  -- Takes the plan's quote (used_at = its `at`) while it is the profile's, unused and unexpired,
  -- as quotes.take does under its row lock, so two requests racing for one quote move money once.
  -- NULL when taken; else the answer to store: `used` for a quote used meanwhile, else `expired`.
  -- A plan confirming a draft raises the stale error instead. The caller's block undoes the take
  -- when a refusal follows (a balance too low leaves the quote to take again).
BEGIN
  UPDATE quotes SET used_at = (p #>> '{quote,at}')::timestamptz
  WHERE id = (p #>> '{quote,id}')::uuid
    AND profile_id = (p #>> '{quote,profile_id}')::uuid
    AND used_at IS NULL
    AND expires_at > (p #>> '{quote,at}')::timestamptz;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  IF p ? 'draft' THEN
    RAISE EXCEPTION 'money_apply: the plan''s quote is gone' USING ERRCODE = 'FY001';
  END IF;
  IF EXISTS (SELECT 1 FROM quotes WHERE id = (p #>> '{quote,id}')::uuid AND used_at IS NOT NULL) THEN
    RETURN p #> '{quote,used}';
  END IF;
  RETURN p #> '{quote,expired}';
END;
$function$;

-- definition: trigger ledger_accounts_identity on ledger_accounts
CREATE TRIGGER ledger_accounts_identity BEFORE INSERT OR UPDATE OF kind, profile_id, currency, name, shard ON public.ledger_accounts FOR EACH ROW EXECUTE FUNCTION ledger_account_identity();

-- definition: trigger ledger_entries_immutable on ledger_entries
CREATE TRIGGER ledger_entries_immutable BEFORE DELETE OR UPDATE ON public.ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- definition: trigger ledger_transfers_immutable on ledger_transfers
CREATE TRIGGER ledger_transfers_immutable BEFORE DELETE OR UPDATE ON public.ledger_transfers FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
