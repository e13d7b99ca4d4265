// ── Front-end layers inside shared/ui ───────────────────────────────────────────────────────
// From the bottom up: the shared pieces (components, lib, i18n, platform, api),
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
 * The stylesheets in `shared/ui/styles` that belong to one feature: a feature
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
 * Imports of another feature's stylesheet still allowed, as "<feature> <stylesheet>"; none today:
 * the rules the wallet's screens share with the balances, the transaction pages and the withdrawal
 * live in shared stylesheets (money-overview.css, detail-card.css, amount-summary.css). The check
 * fails on an entry that no longer happens.
 */
export const UI_STYLE_CROSSINGS_ALLOWED: readonly string[] = [];

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
