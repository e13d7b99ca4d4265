-- money_apply's optional parts as functions of their own, so a change to one replaces that one
-- and not the whole of money_apply: taking the quote (money_take_quote), comparing the limits'
-- stamp (money_check_limits_stamp) and confirming a unified transaction's draft
-- (money_confirm_draft). The parts a transfer runs stay in money_apply, which calls none of these.
-- One change of behaviour: a plan that confirms a draft and finds its quote taken is stale, so the
-- transaction path, which locks the draft first, answers 409 utransaction_already_confirmed to the
-- second of two confirmations at once, as it always did, and not 409 quote_used.

CREATE FUNCTION money_take_quote(p jsonb) RETURNS jsonb
LANGUAGE plpgsql
AS $$
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
$$;

CREATE FUNCTION money_check_limits_stamp(p jsonb) RETURNS void
LANGUAGE plpgsql
AS $$
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
$$;

CREATE FUNCTION money_confirm_draft(p jsonb) RETURNS void
LANGUAGE plpgsql
AS $$
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
$$;

CREATE OR REPLACE FUNCTION money_apply(p jsonb) RETURNS jsonb
LANGUAGE plpgsql
SET plan_cache_mode TO 'force_generic_plan'
AS $$
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
$$;
