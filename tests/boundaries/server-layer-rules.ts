// ---- Server layers: features over a core that never imports them ----

/**
 * Inside `server/src`: every folder under `features/` is one feature; the composition root (the
 * files directly in `server/src`, `test-support/` and `cli/`) wires features together; every other
 * folder is the core (ledger, transactions, catalogue, quotes, events, db, http, auth, users,
 * providers, and the infrastructure). Arrows point down: the composition root imports anything,
 * a feature imports the core and its own files, the core imports only the core.
 */
export const SERVER_LAYERS = {
  source: 'server/src',
  features: 'server/src/features',
  compositionRoot: ['test-support', 'cli'],
} as const;

// ---- Server core order and table ownership ----

/**
 * The core's folders from the bottom up: a core folder imports only itself and the folders before
 * it, so the core has no cycle. A core folder missing here fails the check (name its place).
 * Test files are left out: a test may compose pieces from above its folder.
 */
export const SERVER_CORE_ORDER: readonly string[] = [
  'logging',
  'i18n',
  'workers',
  'db',
  'user-records',
  'events',
  'ledger',
  'bus',
  'rate-limit',
  'catalogue-model',
  'config',
  'http',
  'security',
  'static',
  'providers',
  'auth',
  'one-time-codes',
  'pricing',
  'level-limits',
  'money-operations',
  'module-context',
  'realtime',
  'webhooks',
];

/**
 * Who owns each table the migrations create: `core` (a folder of the core, named for the reader)
 * or a feature under `server/src/features`. A feature uses its own tables and the core's; another
 * feature's data it reaches through a port the core declares and the composition root fills (as
 * `money-operations/utransaction-ports.ts`). The core uses only core tables. A table no one owns fails
 * the check, so a new migration names its owner here.
 */
export const SERVER_TABLE_OWNERS: Readonly<Record<string, readonly string[]>> = {
  'core:db': ['schema_migrations'],
  'core:catalogue-model': [
    'currencies',
    'countries',
    'convert_directions',
    'payways',
    'payway_currencies',
    'payout_limits',
  ],
  'core:user-records': ['users', 'profiles', 'telegram_start_sources', 'two_factor'],
  'core:auth': ['sessions', 'refresh_tokens', 'server_secrets', 'api_keys'],
  'core:one-time-codes': ['one_time_codes'],
  'core:events': ['outbox_events', 'event_sequences', 'webhook_deliveries'],
  'core:http': ['idempotency_keys'],
  'core:ledger': [
    'ledger_accounts',
    'ledger_account_kinds',
    'ledger_entries',
    'ledger_holds',
    'ledger_transfers',
  ],
  'core:providers': ['outbox_messages', 'sandbox_issuer_cards', 'sandbox_issuer_wallet_codes'],
  'core:pricing': ['quotes'],
  'core:money-operations': ['transactions', 'transaction_status_history'],
  'api-keys': [
    'merchant_customers',
    'merchant_request_signatures',
    'widget_sessions',
    'widget_frames',
    'widget_frame_orders',
  ],
  'bot-notifications': ['bot_notifications', 'card_notices_told'],
  'bot-support': ['bot_storage', 'support_tickets'],
  'bot-users': ['telegram_chat_languages'],
  'card-network': ['card_authorizations', 'card_network_events'],
  'chat-payments': ['chat_payments'],
  'customer-verifications': ['customer_verifications'],
  deposits: [
    'saved_cards',
    'card_payments',
    'external_payments',
    'deposit_addresses',
    'crypto_deposits',
    'ton_chain_deposits',
    'ton_claim_challenges',
    'ton_hot_wallets',
  ],
  documents: ['documents', 'identity_verifications', 'rate_snapshots'],
  farm: ['farm_members', 'farm_check_ins', 'farm_task_claims', 'farm_conversions'],
  gasless: ['gasless_free_uses'],
  'merchant-webhooks': [
    'merchant_webhook_endpoints',
    'merchant_webhook_messages',
    'merchant_webhook_attempts',
    'merchant_webhook_intake',
    'widget_frame_callback_intake',
  ],
  'card-details': ['card_details_tokens'],
  'payment-cards': ['payment_cards', 'card_overdrafts'],
  'payment-orders': ['payment_orders', 'payment_order_crypto', 'payment_order_settlements'],
  'push-tokens': ['push_tokens'],
  referrals: ['referral_rewards'],
  'tonconnect-bridge': ['tonconnect_bridge_messages', 'ton_proof_used_payloads'],
  utransactions: ['utransaction_drafts'],
  verification: [
    'verification_steps',
    'verification_webhook_events',
    'verification_persons',
    'verification_holds',
    'verification_return_paths',
    'verification_told_levels',
  ],
  'wallet-transfers': ['wallet_transfers'],
  withdrawals: ['payout_orders', 'payout_details_confirmations', 'presets', 'requisites'],
};

/**
 * Uses of another owner's table still to become a port (none left). The check fails on any use
 * not listed here, and on an entry that no longer matches a use (so the list only shrinks).
 */
export const SERVER_TABLE_CROSSINGS_ALLOWED: readonly { file: string; table: string }[] = [];
