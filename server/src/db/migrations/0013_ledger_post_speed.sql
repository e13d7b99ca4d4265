-- ledger_post and ledger_account_id plan their statements once per connection instead of on
-- every call. Their statements take arrays (the batch) or keys whose values the planner would
-- otherwise plan for each time: under the default plan_cache_mode every call re-planned every
-- statement, which was half of a transfer's time in the database (`pnpm bench:ledger`,
-- bench/README.md). The generic plans use the same indexes; what the functions do is unchanged.
ALTER FUNCTION ledger_post(jsonb) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION ledger_account_id(text, uuid, text, text) SET plan_cache_mode = force_generic_plan;
