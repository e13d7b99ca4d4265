import type { ColumnType, Generated } from 'kysely';
import type { CatalogueSchema } from './schema-catalogue';
import type { MoneySchema } from './schema-money';

/** Row types as Kysely sees them. int8 arrives as bigint, numeric as string (see open-database.ts). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export interface CurrenciesTable {
  code: string;
  name: string;
  symbol: string | null;
  scale: number;
  kind: 'fiat' | 'crypto';
  networks: string[];
  is_stablecoin: boolean;
  sort_order: number;
  is_active: Generated<boolean>;
}

export interface SchemaMigrationsTable {
  version: string;
  checksum: string;
  applied_at: Generated<Date>;
}

export type UserStatus = 'active' | 'blocked' | 'deleted';

export interface UsersTable {
  id: Generated<string>;
  email: string | null;
  email_verified_at: NullableTimestamp;
  phone: string | null;
  phone_changed_at: NullableTimestamp;
  tg_id: bigint | null;
  google_sub: string | null;
  apple_sub: string | null;
  status: Generated<UserStatus>;
  residence_country: string | null;
  language: Generated<'en' | 'uk' | 'ru' | 'pl'>;
  theme: Generated<'system' | 'light' | 'dark'>;
  terms_version: number | null;
  terms_accepted_at: NullableTimestamp;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  referrer_tg_id: bigint | null;
  /** The name Telegram shows (first and last), kept at each Telegram sign-in (0067). */
  tg_name: Generated<string | null>;
  promocode: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  deleted_at: NullableTimestamp;
  /** The bot's transaction messages, on unless the user switched them off (0028). */
  bot_notifications_enabled: Generated<boolean>;
  /** When the user blocked the bot; null while it can reach them (0028). */
  bot_unreachable_at: NullableTimestamp;
}

/** A Telegram user's first `/start` source, until they register (0024). */
export interface TelegramStartSourcesTable {
  tg_id: bigint;
  referrer_tg_id: bigint | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  created_at: Generated<Date>;
}

export interface ProfilesTable {
  id: Generated<string>;
  user_id: string;
  /** 'card': a payment card's own balance (migration 0061), never a profile the user acts as. */
  kind: Generated<'personal' | 'business' | 'card'>;
  name: string | null;
  is_default: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  api_base: 'client' | 'widget' | 'mobile';
  sign_in_method: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Generated<Date>;
  rotated_at: NullableTimestamp;
}

export type CodePurpose = 'login' | 'email_change' | 'phone_change' | 'payout_details' | 'phone_verification';

export interface OneTimeCodesTable {
  id: Generated<string>;
  purpose: CodePurpose;
  destination: string;
  user_id: string | null;
  payload: Json<Record<string, unknown>>;
  code_hash: string;
  attempts: Generated<number>;
  max_attempts: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
}

export interface TwoFactorTable {
  user_id: string;
  secret_sealed: string | null;
  pending_secret_sealed: string | null;
  enabled_at: NullableTimestamp;
  scope_login: Generated<boolean>;
  scope_transfers: Generated<boolean>;
  scope_card_details: Generated<boolean>;
  last_time_step: bigint | null;
  failed_attempts: Generated<number>;
  locked_at: NullableTimestamp;
  updated_at: Generated<Date>;
}

export interface ApiKeysTable {
  id: Generated<string>;
  profile_id: string;
  name: string;
  type: 'exchanger' | 'wallet' | 'white-label' | 'widget';
  public_key: string;
  secret_hash: string;
  permissions: string[];
  ip_addresses: string[];
  domain: string | null;
  domain_status: 'in-progress' | 'failed' | 'verified' | null;
  is_test_mode: Generated<boolean>;
  is_advanced: Generated<boolean>;
  is_white_label: Generated<boolean>;
  /** The sandbox account a test-mode key acts for (created on its first call). */
  sandbox_user_id: Generated<string | null>;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  /** How the merchant signs requests (migration 0033). */
  signature_scheme: Generated<'hmac-sha256' | 'ed25519'>;
  /** The raw Ed25519 public key in standard base64; set exactly for `ed25519` keys. */
  ed25519_public_key: string | null;
}

export interface OutboxMessagesTable {
  id: Generated<bigint>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  created_at: Generated<Date>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

/**
 * Every table the core owns (SERVER_TABLE_OWNERS in tests/boundaries/server-layer-rules.ts). Each
 * feature adds its own tables to this interface in its `*.schema.ts` (declaration merging), so
 * the core never imports a feature; the composition root's feature-tables.ts gathers them all.
 */
export interface Schema extends MoneySchema, CatalogueSchema {
  currencies: CurrenciesTable;
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  two_factor: TwoFactorTable;
  api_keys: ApiKeysTable;
  outbox_messages: OutboxMessagesTable;
  server_secrets: ServerSecretsTable;
  telegram_start_sources: TelegramStartSourcesTable;
}
