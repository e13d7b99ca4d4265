-- The card's real-time approval in one call (issue 28, bench:card): the server reads the card and
-- all its decision needs in one unlocked statement, with the stamp below; it decides, and hands the
-- approval's every write to money_card_authorization_apply, which takes the card's and the owner's
-- locks (the order of every card event), compares the stamp and writes. A stamp that changed
-- answers stale, nothing written, and the server decides again on its locked transaction path.

CREATE FUNCTION money_card_decision_stamp(
  p_card uuid,
  p_owner uuid,
  p_card_profile uuid,
  p_month_start timestamptz,
  p_month_end timestamptz,
  p_uncounted text[]
) RETURNS text
LANGUAGE sql
STABLE
AS $$
  -- What a card's decision read, in one value: the card's row version (its state, controls and
  -- spend-from order), the available balances of the owner and the card, and the month's rows
  -- the level's limits count (how many, and when the latest changed). STABLE, so it reads with the
  -- snapshot of the statement that calls it: the decision's read, or the apply's after its locks.
  SELECT concat_ws('|',
    (SELECT xmin::text FROM payment_cards WHERE id = p_card),
    (SELECT string_agg(id::text || ':' || balance::text, ',' ORDER BY id)
       FROM ledger_accounts
       WHERE profile_id IN (p_owner, p_card_profile) AND kind = 'user_available'),
    (SELECT count(*)::text || ':' || coalesce(max((extract(epoch FROM updated_at) * 1000000)::bigint)::text, '')
       FROM transactions
       WHERE profile_id IN (p_owner, p_card_profile)
         AND created_at >= p_month_start AND created_at < p_month_end
         AND money_limits_counted(type, payway, requisite)
         AND status <> ALL (p_uncounted)))
$$;

CREATE FUNCTION money_card_authorization_apply(p jsonb) RETURNS jsonb
LANGUAGE plpgsql
SET plan_cache_mode TO 'force_generic_plan'
AS $$
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
$$;
