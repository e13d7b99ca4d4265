-- The card decision's stamp as plpgsql, same result (issue 28, bench:card). PostgreSQL 15 plans a
-- LANGUAGE sql function's body again on every call it cannot inline, and this one (three
-- subqueries over the card, the ledger and the month's counted rows) is called twice per approval:
-- in the read and in money_card_authorization_apply. Its planning cost about 0.4 ms a call against
-- 0.1 ms for the whole call once plpgsql keeps the plans per connection (pgbench, one client, the
-- function alone). STABLE still runs it with the snapshot of the statement that calls it.

CREATE OR REPLACE FUNCTION money_card_decision_stamp(
  p_card uuid,
  p_owner uuid,
  p_card_profile uuid,
  p_month_start timestamptz,
  p_month_end timestamptz,
  p_uncounted text[]
) RETURNS text
LANGUAGE plpgsql
STABLE
AS $$
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
$$;
