/** The default landing (spec 000 §2); Go home and back from child screens lead here. */
export const EXCHANGE_PATH = '/exchange';

/** Where a signed-in user is sent from the sign-in screens (spec 000 §2); the exchange for now. */
export const CABINET_PATH = '/cabinet';

export const AUTH_PATH = '/authentication';
export const AUTH_INTRO_PATH = '/authentication/intro';
export const AUTH_BLOCKED_PATH = '/authentication/blocked';
export const CONFIRM_TERMS_PATH = '/confirm-terms';
/** Ours: the spec names a session-expired screen without a path. */
export const SESSION_EXPIRED_PATH = '/session-expired';

export const PROFILE_PATH = '/profile';
export const PERSONAL_DETAILS_PATH = '/profile/personal-details';
export const EMAIL_EDIT_PATH = '/profile/personal-details/email-edit';
export const PHONE_EDIT_PATH = '/profile/personal-details/phone-edit';
export const TWO_FACTOR_PATH = '/profile/two-factor-authentication';
export const TWO_FACTOR_CODE_PATH = '/profile/two-factor-authentication/code';
export const API_MANAGEMENT_PATH = '/profile/api-management';

/* The user's own verification (spec 000 §2, 001 §2). */
/** Ours: the profile menu's verification item has no path in the spec; its steps sit under it. */
export const VERIFICATION_PATH = '/profile/verification';
export const PHONE_VERIFICATION_PATH = '/profile/verification/phone';
/** `/profile/verification/phone/:forbidden?` with its flag: the number's region is refused. */
export const PHONE_VERIFICATION_FORBIDDEN_PATH = '/profile/verification/phone/forbidden';
/** Ours: the spec has declarative personal data only inside a transaction's flow. */
export const DECLARED_DATA_PATH = '/profile/verification/personal-data';
export const IDENTITY_VERIFICATION_PATH = '/profile/personal-details/identity';
export const ADDRESS_VERIFICATION_PATH = '/profile/personal-details/address';
export const PHONE_MESSENGER_VERIFICATION_PATH = '/profile/personal-details/phone-messenger';
/** A residence country Ferry does not serve (spec 001 §2). */
export const FORBIDDEN_PATH = '/forbidden';
/** The payment card's entry (spec 000 §2 "Card"); its verification steps sit under it. */
export const BOOK_CARD_PATH = '/balances/book-card';
export const BOOK_CARD_VERIFICATION_PATH = '/balances/book-card/verification';

/** The sandbox KYC provider's page a merchant's customer is sent to (`/sandbox-kyc/:applicantId`). */
export const SANDBOX_KYC_PATH = '/sandbox-kyc';

/* Money screens (spec 000 §2). Builders take already-known values; each feature owns its screens. */
export const BALANCES_PATH = '/balances';
export const STATEMENT_PATH = '/balances/statement';
export const balancePath = (currency: string) => `/balances/${encodeURIComponent(currency)}`;
export const spendingPath = (profileId: string) => `/balances/${encodeURIComponent(profileId)}/spending`;

export const DEPOSIT_PATH = '/balances/deposit';
export const DEPOSIT_CURRENCY_LIST_PATH = '/balances/deposit/currency-list';
export const cryptoDepositPath = (currency?: string) =>
  currency ? `/balances/deposit/crypto/${encodeURIComponent(currency)}` : '/balances/deposit/crypto';
/** `/balances/deposit/:paywayType/:currency?/form`, and its `confirm`, `insert-card`, `personal-info` steps. */
export const depositStepPath = (
  paywayType: string,
  currency: string | undefined,
  step: 'form' | 'confirm' | 'insert-card' | 'personal-info',
) =>
  `/balances/deposit/${encodeURIComponent(paywayType)}${currency ? `/${encodeURIComponent(currency)}` : ''}/${step}`;

export const withdrawPath = (currency?: string) =>
  currency ? `/balances/withdraw/${encodeURIComponent(currency)}` : '/balances/withdraw';
/** `/balances/withdraw/:paywayType/:currency?/form`, then `requisites` and `confirm`. */
export const withdrawStepPath = (
  paywayType: string,
  currency: string | undefined,
  step: 'form' | 'requisites' | 'confirm',
) =>
  `/balances/withdraw/${encodeURIComponent(paywayType)}${currency ? `/${encodeURIComponent(currency)}` : ''}/${step}`;

export const convertFormPath = (currency?: string) =>
  currency ? `/balances/convert/${encodeURIComponent(currency)}/form` : '/balances/convert/form';
export const CONVERT_CONFIRM_PATH = '/balances/convert/confirm';

export const UTRANSACTION_REQUISITES_PATH = '/balances/utransaction/requisites';
export const UTRANSACTION_CONFIRM_PATH = '/balances/utransaction/confirm';
export const OUTSIDE_UTRANSACTION_REQUISITES_PATH = '/utransaction/requisites';
export const OUTSIDE_UTRANSACTION_CONFIRM_PATH = '/utransaction/confirm';

/** A transaction followed live inside balances (`/balances/:transactionType/:externalId`). */
export const balanceTransactionPath = (type: string, externalId: string) =>
  `/balances/${encodeURIComponent(type)}/${encodeURIComponent(externalId)}`;
/** An exchange followed live outside balances (`/:transactionType/:externalId`). */
export const transactionPath = (type: string, externalId: string) =>
  `/${encodeURIComponent(type)}/${encodeURIComponent(externalId)}`;
export const transactionDetailsPath = (type: string, externalId: string) =>
  `/transaction-details/${encodeURIComponent(type)}/${encodeURIComponent(externalId)}`;

export const EXCHANGE_REQUISITES_PATH = '/exchange/requisites';
export const EXCHANGE_INSERT_CARD_PATH = '/exchange/insert-card';
export const EXCHANGE_PERSONAL_INFO_PATH = '/exchange/personal-info';
export const EXCHANGE_CONFIRM_PATH = '/exchange/confirm';

export const PRESETS_PATH = '/presets';
export const PRESETS_ARCHIVE_PATH = '/presets/archive';
export const presetPath = (presetId: string) => `/preset/${encodeURIComponent(presetId)}`;

export const DOCUMENTS_PATH = '/profile/documents';
export const SAVED_CARDS_PATH = '/profile/cards-for-deposits';
export const SAVED_REQUISITES_PATH = '/profile/details-for-withdrawals';

export const MAINTENANCE_PATH = '/maintenance';
export const UPDATE_REQUIRED_PATH = '/update-required';
/** Spec 000 §2: the native app's error screen, where its host sends the app when a load failed. */
export const NATIVE_ERROR_PATH = '/native-error';
