-- The payout worker serves every type that pays out of Ferry (PAYOUT, UPAYOUT, UCONVERT_PAYOUT,
-- CONVERT_PAYOUT), so its index covers them all.
DROP INDEX transactions_payout_work_idx;
CREATE INDEX transactions_payout_work_idx ON transactions (status, created_at)
  WHERE type IN ('PAYOUT', 'UPAYOUT', 'UCONVERT_PAYOUT', 'CONVERT_PAYOUT') AND status IN ('NEW', 'PROCESSING');
