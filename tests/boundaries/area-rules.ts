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
