-- Three more money operations in one database call (issue 30), and the limits' rows indexed:
-- * a widget frame's order: the frame's rule of linking an order (features/api-keys/
--   widget-frame-links.ts) is money_link_frame_order, which the transaction path and POST
--   frame/customer call as well, and money_apply calls it for a plan that names the frame;
-- * the rows a level's limits count, as an index can hold them: money_limits_counted says which
--   rows can count by what never changes on a row (its type, payway and requisite), so the check
--   before an exchange and money_apply's stamp no longer read a busy profile's transfers and
--   conversions (limits-counted-rows.test.ts checks it agrees with countedDirections);
-- * a unified transaction's confirmation between balances: money_apply marks the draft confirmed
--   with the new transaction only while it is still the one the plan read (the profile's, open,
--   unexpired at the plan's moment, with the same requisite); otherwise the plan is stale and the
--   server runs the confirmation again on its transaction path.
-- money_apply is 0074's with the `frame`, counted-rows and `draft` parts added.

CREATE FUNCTION money_link_frame_order(
  p_frame_id text,
  p_user_id uuid,
  p_order_external_id text,
  p_at timestamptz
) RETURNS boolean
LANGUAGE plpgsql
AS $$
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
$$;

CREATE FUNCTION money_limits_counted(p_type text, p_payway text, p_requisite jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
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
$$;

-- Only rows that can count are in it, so a transfer or a conversion writes nothing to it.
CREATE INDEX transactions_limits_usage_idx ON transactions (profile_id, created_at)
  WHERE money_limits_counted(type, payway, requisite);

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
  --                 (both stored answers); a refusal after it gives the quote back
  --   limits        {profile_id, month_start, month_end, uncounted, count, last_changed_us}: what the
  --                 server's level-limits check read of the profile's month's rows that can count
  --                 (money_limits_counted, as level-usage.ts reads them; level-limits.ts
  --                 `planned`), compared here under the profile's row lock after the quote is
  --                 taken (the transaction path's order); a row added or changed since answers
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
  v_count bigint;
  v_last_changed bigint;
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
      -- The server read the quote and priced the rows by it; here it is taken once, as quotes.take
      -- does under its row lock, so two requests racing for one quote convert once. Inside this
      -- block, so a refusal below (a balance too low) leaves the quote to take again.
      UPDATE quotes SET used_at = (p #>> '{quote,at}')::timestamptz
      WHERE id = (p #>> '{quote,id}')::uuid
        AND profile_id = (p #>> '{quote,profile_id}')::uuid
        AND used_at IS NULL
        AND expires_at > (p #>> '{quote,at}')::timestamptz;
      IF NOT FOUND THEN
        v_answer := CASE
          WHEN EXISTS (SELECT 1 FROM quotes WHERE id = (p #>> '{quote,id}')::uuid AND used_at IS NOT NULL)
          THEN p #> '{quote,used}'
          ELSE p #> '{quote,expired}'
        END;
        PERFORM money_store_answer(p, v_answer);
        RETURN v_answer || jsonb_build_object('replay', false);
      END IF;
    END IF;

    IF p ? 'limits' THEN
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
        -- Undoes the quote's take with the rest of this block; caught below.
        RAISE EXCEPTION 'money_apply: the plan''s limits are stale' USING ERRCODE = 'FY001';
      END IF;
    END IF;

    WITH t AS (
      INSERT INTO transactions
      SELECT * FROM jsonb_populate_recordset(NULL::transactions, p -> 'transactions')
      RETURNING id, status
    )
    INSERT INTO transaction_status_history (transaction_id, from_status, to_status, reason)
    SELECT t.id, NULL, t.status, 'created' FROM t;

    -- The draft's row lock is taken here, after the rows it points to are written
    -- (transaction_id references them); a draft confirmed, expired or changed since the server read
    -- it sends the operation to the transaction path, with everything above undone.
    IF p ? 'draft' THEN
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
