import type {
  ApiKey,
  InitSettings,
  LoginResponse,
  Terms,
  TwoFactorStatus,
  User,
} from '@ferry/shared/contracts';
import { createFakeServer, type FakeServer, failure } from './fake-server';

export const USER_ID = '2efcedf1-e8ed-4909-b918-1fc1db223676';
export const PROFILE_ID = '06a02819-1231-4781-9547-14d780919b8c';
export const SECOND_PROFILE_ID = '16a02819-1231-4781-9547-14d780919b8d';

export function makeLogin(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 600,
    email: 'ola@example.com',
    uuid: USER_ID,
    profiles_id: [PROFILE_ID],
    tg_id: null,
    is_new_user: false,
    ...overrides,
  };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    uuid: USER_ID,
    email: 'ola@example.com',
    phone: null,
    tg_id: null,
    profiles_id: [PROFILE_ID],
    status: 'active',
    sign_in_methods: ['email'],
    phone_changed_at: null,
    residence_country: null,
    is_two_factor_enabled: false,
    created_at: '2026-01-05T10:00:00Z',
    ...overrides,
  };
}

export function makeTerms(isConsentRequired: boolean): Terms {
  return {
    last_terms_accepted_at: isConsentRequired ? null : '2026-01-05T10:00:00Z',
    is_consent_required: isConsentRequired,
    current_version: 3,
    terms_url: 'https://ferry.test/terms',
    privacy_url: 'https://ferry.test/privacy',
  };
}

export function makeInitSettings(overrides: Partial<InitSettings> = {}): InitSettings {
  return {
    providers_mode: 'sandbox',
    sign_in: { email: true, google: null, apple: null, telegram: null },
    captcha: { provider: 'sandbox', site_key: null, sandbox_token: 'sandbox-captcha-ok' },
    terms: { version: 3, terms_url: 'https://ferry.test/terms', privacy_url: 'https://ferry.test/privacy' },
    is_intro_enabled: false,
    support_email: 'support@ferry.test',
    min_native_version: '1.0.0',
    ...overrides,
  };
}

export const TWO_FACTOR_OFF: TwoFactorStatus = {
  is_enabled: false,
  scopes: { login: false, transfers: false, card_details: false },
};

export const TWO_FACTOR_ON: TwoFactorStatus = {
  is_enabled: true,
  scopes: { login: true, transfers: true, card_details: true },
};

export function makeApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '7a1b2c3d-0000-4000-8000-000000000001',
    name: 'Shop backend',
    type: 'exchanger',
    key: 'pk_live_7a1b2c3d',
    permissions: ['get_currencies'],
    ip_addresses: [],
    domain: null,
    domain_status: null,
    is_test_mode: false,
    is_advanced: false,
    is_white_label: false,
    created_at: '2026-02-01T09:30:00Z',
    last_used_at: null,
    signature_scheme: 'hmac-sha256',
    ed25519_public_key: null,
    ...overrides,
  };
}

interface AccountServerOptions {
  user?: User;
  /** Whether the terms still wait for consent; accepting flips it. */
  isConsentRequired?: boolean;
}

/**
 * A server with a signed-in account behind it: user, terms (accepting them works), profiles,
 * init-settings, currencies and logout. Tests add or replace handlers for what they exercise.
 */
export function createAccountServer({
  user = makeUser(),
  isConsentRequired = false,
}: AccountServerOptions = {}): FakeServer & {
  state: { user: User; isConsentRequired: boolean };
} {
  const state = { user, isConsentRequired };
  const server = createFakeServer({
    getInitSettings: () => makeInitSettings(),
    listCurrencies: () => ({ currencies: [] }),
    getUser: (request) => {
      if (!request.headers.Authorization) return failure(401, 'UNAUTHORIZED_REQUEST');
      return state.user;
    },
    getTerms: () => makeTerms(state.isConsentRequired),
    acceptTerms: () => {
      state.isConsentRequired = false;
      return makeLogin({ access_token: 'access-full', refresh_token: 'refresh-full' });
    },
    logout: () => ({ ok: true }),
  });
  return Object.assign(server, { state });
}

/** A full session in storage, as after an earlier visit. */
export const STORED_SESSION = { accessToken: 'access-stored', refreshToken: 'refresh-stored' } as const;
