/**
 * Who may import whom (ARCHITECTURE.md "Packages"). An area is a package, or a layer of
 * `shared`; each lists the workspace entry points and outside packages it may use.
 */
export interface AreaRule {
  area: string;
  /** Folder of the area, relative to the repository root. */
  folder: string;
  /** Workspace entry points it may import (`@ferry/shared/domain`, `@ferry/locales`). */
  workspace: readonly string[];
  /** Outside packages it may import; `*` allows any except those in `forbidden`. */
  external: readonly string[] | '*';
  /** Outside packages it must never import, even under `*`. */
  forbidden?: readonly string[];
  /** Source patterns that must not appear in non-test files (purity of the domain). */
  forbiddenCode?: readonly { pattern: RegExp; reason: string }[];
  /** Folders outside every area it may import by a relative path (the guides' runnable code). */
  relativeReach?: readonly string[];
}

/**
 * Every catalogue at once: for the server, the bot and tests. A front end's code never imports it
 * (its graph would preload every language on the first visit); its tests may.
 */
export const ALL_CATALOGUES = '@ferry/locales/all';
export const TEST_ONLY_ENTRY_POINTS: readonly string[] = [ALL_CATALOGUES];
/**
 * Files besides tests that may import a test-only entry: the whole-English i18n instance, used by
 * tests and by the build-time render of the landing shell, never by a front end's entry.
 */
export const TEST_SUPPORT_FILES: readonly string[] = ['shared/ui/i18n/create-i18n.ts'];

const TELEGRAM_SDK = ['@telegram-apps/sdk', '@telegram-apps/sdk-react', '@telegram-apps/bridge'];
const NODE_BUILTINS = ['node:*'];

/** Everything a front end may use: every layer of shared, and the catalogues. */
const APP_ENTRIES = [
  '@ferry/shared/domain',
  '@ferry/shared/contracts',
  '@ferry/shared/api',
  '@ferry/shared/wallet',
  '@ferry/shared/platform',
  '@ferry/shared/ui',
  '@ferry/locales',
];

const DOMAIN_EXTERNAL = [
  'zod',
  'ibantools',
  'ipaddr.js',
  'libphonenumber-js',
  '@ton/core',
  '@ton/crypto',
  '@noble/hashes',
  '@scure/base',
];

export const AREA_RULES: readonly AreaRule[] = [
  { area: 'locales', folder: 'locales', workspace: [], external: ['i18next', 'vitest'] },
  {
    area: 'shared/domain',
    folder: 'shared/domain',
    workspace: ['@ferry/locales'],
    external: [...DOMAIN_EXTERNAL, 'vitest', 'fast-check'],
    forbiddenCode: [
      { pattern: /\bDate\.now\s*\(/, reason: 'reads the clock (pass a clock in)' },
      { pattern: /\bnew Date\(\s*\)/, reason: 'reads the clock (pass a date in)' },
      { pattern: /\bMath\.random\s*\(/, reason: 'is not deterministic (pass an id generator in)' },
      { pattern: /\bfetch\s*\(/, reason: 'does I/O' },
      { pattern: /\b(window|document|localStorage|sessionStorage|navigator)\./, reason: 'touches the DOM' },
    ],
  },
  {
    area: 'shared/contracts',
    folder: 'shared/contracts',
    workspace: ['shared/domain', '@ferry/locales'],
    external: ['zod', 'vitest'],
  },
  {
    area: 'shared/api',
    folder: 'shared/api',
    workspace: ['shared/domain', 'shared/contracts'],
    external: ['zod', 'vitest'],
  },
  {
    area: 'shared/wallet',
    folder: 'shared/wallet',
    workspace: ['shared/domain', 'shared/contracts'],
    external: ['zod', '@ton/core', '@ton/crypto', '@ton/ton', '@tonconnect/protocol', 'vitest'],
  },
  {
    area: 'shared/platform',
    folder: 'shared/platform',
    workspace: ['shared/domain', 'shared/contracts'],
    external: ['vitest'],
  },
  {
    area: 'shared/ui',
    folder: 'shared/ui',
    workspace: [
      'shared/domain',
      'shared/contracts',
      'shared/api',
      'shared/wallet',
      'shared/platform',
      '@ferry/locales',
    ],
    external: '*',
    forbidden: [...TELEGRAM_SDK, ...NODE_BUILTINS],
  },
  {
    area: 'server',
    folder: 'server',
    workspace: [
      '@ferry/shared/domain',
      '@ferry/shared/contracts',
      '@ferry/shared/wallet',
      '@ferry/locales',
      ALL_CATALOGUES,
    ],
    external: '*',
    forbidden: [...TELEGRAM_SDK, 'react', 'react-dom'],
  },
  {
    area: 'bot',
    folder: 'bot',
    workspace: [
      '@ferry/shared/domain',
      '@ferry/shared/contracts',
      '@ferry/shared/api',
      '@ferry/locales',
      ALL_CATALOGUES,
    ],
    external: '*',
    forbidden: [...TELEGRAM_SDK, 'react', 'react-dom'],
  },
  {
    area: 'miniapp',
    folder: 'miniapp',
    workspace: APP_ENTRIES,
    external: '*',
  },
  {
    area: 'web',
    folder: 'web',
    workspace: APP_ENTRIES,
    external: '*',
    forbidden: TELEGRAM_SDK,
  },
  {
    area: 'tests',
    folder: 'tests',
    workspace: [...APP_ENTRIES, ALL_CATALOGUES, '@ferry/server', '@ferry/bot'],
    external: '*',
    // docs/integration.md's code is run by the suite, so the guide cannot promise what fails.
    relativeReach: ['docs/integration'],
  },
  {
    area: 'bench',
    folder: 'bench',
    // bench:first-value drives the bot against telegram-test-api and the mini-app under the
    // Telegram stand-in, as the end-to-end tests do.
    workspace: [
      '@ferry/server',
      '@ferry/bot',
      '@ferry/shared/domain',
      '@ferry/shared/contracts',
      '@ferry/shared/platform',
      // bench:wallet times the vault's unlock.
      '@ferry/shared/wallet',
    ],
    external: '*',
  },
];

/** The public entry points of the workspace; anything deeper is another package's private file. */
export const ENTRY_POINTS = [
  '@ferry/locales',
  ALL_CATALOGUES,
  '@ferry/shared/domain',
  '@ferry/shared/contracts',
  '@ferry/shared/api',
  '@ferry/shared/wallet',
  '@ferry/shared/platform',
  '@ferry/shared/ui',
  '@ferry/server',
  '@ferry/bot',
];

// ── Front-end layers inside shared/ui ───────────────────────────────────────────────────────
// Issue 12 item 2. From the bottom up: the shared pieces (components, lib, i18n, platform, api),
// the app shell (session, paths, display mode, init settings), the layout, the features, and the
// app (routes that compose features). Arrows point down; one feature never reaches another.

/** A layer of `shared/ui` and the folders above it that it must not import. */
export interface UiLayerRule {
  layer: string;
  /** Folder of the layer, relative to the repository root. */
  folder: string;
  /** Folders (relative to the repository root) this layer must not import. */
  forbiddenFolders: readonly string[];
  /** Each subfolder is a unit of its own that must not import its siblings (one feature another). */
  isolatesSubfolders?: boolean;
}

const UI = 'shared/ui';
const UI_APP = `${UI}/app`;
const UI_FEATURES = `${UI}/features`;
const UI_LAYOUT = `${UI}/layout`;
const UI_SHELL = `${UI}/shell`;
/** What the wallet's features (wallet-home, wallet-send, …) share: below them, above the layout. */
const UI_WALLET = `${UI}/wallet-ui`;
const UI_ABOVE_SHELL = [UI_LAYOUT, UI_WALLET, UI_FEATURES, UI_APP];

/** Where the screens' stylesheets live; those named in UI_STYLE_OWNERS belong to one feature. */
export const UI_STYLES = `${UI}/styles`;

/**
 * The stylesheets in `shared/ui/styles` that belong to one feature (issue 26 item 5): a feature
 * imports its own and the shared ones (every file not named here), never another feature's; the
 * app's routes may import any. A feature's stylesheet may also live in its own folder, where the
 * feature wall already guards it.
 */
export const UI_STYLE_OWNERS: Readonly<Record<string, string>> = {
  'auth.css': 'auth',
  'balances.css': 'balances',
  'currencies.css': 'currencies',
  'currency-pair.css': 'exchange',
  'deposit.css': 'deposit',
  'deposit-amount.css': 'deposit',
  'deposit-bank-details.css': 'deposit',
  'deposit-card.css': 'deposit',
  'deposit-crypto.css': 'deposit',
  'deposit-list.css': 'deposit',
  'deposit-rows.css': 'deposit',
  'exchange-form.css': 'exchange',
  'exchange-steps.css': 'exchange',
  'pay-frame.css': 'pay-frame',
  'preferences.css': 'preferences',
  'presets.css': 'presets',
  'security.css': 'two-factor',
  'transactions.css': 'transactions',
  'withdraw.css': 'withdraw',
};

/**
 * Today's imports of another feature's stylesheet, as "<feature> <stylesheet>": the wallet's
 * screens still borrow the balances list, the transaction page and the withdrawal's summary
 * rules. Each goes when those rules move to a shared stylesheet; the check fails on an entry
 * that no longer happens.
 */
export const UI_STYLE_CROSSINGS_ALLOWED: readonly string[] = [
  'wallet-home balances.css',
  'wallet-home transactions.css',
  'wallet-send balances.css',
  'wallet-send withdraw.css',
  'wallet-tonconnect withdraw.css',
];

export const UI_LAYER_RULES: readonly UiLayerRule[] = [
  { layer: 'ui feature', folder: UI_FEATURES, forbiddenFolders: [UI_APP], isolatesSubfolders: true },
  { layer: 'ui wallet core', folder: UI_WALLET, forbiddenFolders: [UI_FEATURES, UI_APP] },
  { layer: 'ui layout', folder: UI_LAYOUT, forbiddenFolders: [UI_WALLET, UI_FEATURES, UI_APP] },
  { layer: 'ui shell', folder: UI_SHELL, forbiddenFolders: UI_ABOVE_SHELL },
  ...['components', 'lib', 'i18n', 'platform-hooks', 'queries'].map((name) => ({
    layer: `ui ${name}`,
    folder: `${UI}/${name}`,
    forbiddenFolders: [UI_SHELL, ...UI_ABOVE_SHELL],
  })),
];

// ---- Server layers (issue 12): features over a core that never imports them ----

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

// ---- Server core order and table ownership (issue 26) ----

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
  'core:providers': ['outbox_messages'],
  'core:pricing': ['quotes'],
  'core:money-operations': ['transactions', 'transaction_status_history'],
  'api-keys': [
    'merchant_customers',
    'merchant_request_signatures',
    'widget_sessions',
    'widget_frames',
    'widget_frame_orders',
  ],
  'bot-notifications': ['bot_notifications'],
  'bot-support': ['bot_storage', 'support_tickets'],
  'bot-users': ['telegram_chat_languages'],
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
  documents: ['documents', 'identity_verifications'],
  'merchant-webhooks': [
    'merchant_webhook_endpoints',
    'merchant_webhook_messages',
    'merchant_webhook_attempts',
    'merchant_webhook_intake',
    'widget_frame_callback_intake',
  ],
  'payment-orders': ['payment_orders', 'payment_order_crypto', 'payment_order_settlements'],
  'push-tokens': ['push_tokens'],
  'tonconnect-bridge': ['tonconnect_bridge_messages', 'ton_proof_used_payloads'],
  utransactions: ['utransaction_drafts'],
  'wallet-transfers': ['wallet_transfers'],
  withdrawals: ['payout_orders', 'payout_details_confirmations', 'presets', 'requisites'],
};

/**
 * Uses of another owner's table still to become a port (none left). The check fails on any use
 * not listed here, and on an entry that no longer matches a use (so the list only shrinks).
 */
export const SERVER_TABLE_CROSSINGS_ALLOWED: readonly { file: string; table: string }[] = [];
