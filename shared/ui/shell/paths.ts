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
