import type { ColumnType, Generated } from 'kysely';
import type { BotNotificationsSchema } from './schema-bot-notifications';
import type { BotSupportSchema } from './schema-bot-support';
import type { CatalogueSchema } from './schema-catalogue';
import type { CustomerVerificationsSchema } from './schema-customer-verifications';
import type { DocumentsSchema } from './schema-documents';
import type { MerchantWebhooksSchema } from './schema-merchant-webhooks';
import type { MoneySchema } from './schema-money';
import type { PaymentOrdersSchema } from './schema-payment-orders';
import type { PaymentsSchema } from './schema-payments';
import type { PayoutsSchema } from './schema-payouts';
import type { PushTokensSchema } from './schema-push-tokens';
import type { TonDepositsSchema } from './schema-ton-deposits';
import type { TonconnectSchema } from './schema-tonconnect';
import type { UtransactionsSchema } from './schema-utransactions';
import type { WalletTransfersSchema } from './schema-wallet-transfers';
import type { WidgetFramesSchema } from './schema-widget-frames';

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

/** The language a Telegram user chose with the bot's `/language` (0026). */
export interface TelegramChatLanguagesTable {
  tg_id: bigint;
  language: 'en' | 'uk' | 'ru' | 'pl';
  updated_at: Generated<Date>;
}

export interface ProfilesTable {
  id: Generated<string>;
  user_id: string;
  kind: Generated<'personal' | 'business'>;
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

export type CodePurpose = 'login' | 'email_change' | 'phone_change' | 'payout_details';

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

export interface WidgetSessionsTable {
  id: string;
  api_key_id: string;
  external_customer_id: string;
  customer: Json<Record<string, unknown>>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  callback_url: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MerchantCustomersTable {
  api_key_id: string;
  external_customer_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

/** Merchant request signatures already accepted (replay protection, migration 0005). */
export interface MerchantRequestSignaturesTable {
  signature: string;
  expires_at: Timestamp;
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

/** Every table; each area's file adds its own. */
export interface Schema
  extends MoneySchema,
    CatalogueSchema,
    PaymentsSchema,
    DocumentsSchema,
    PayoutsSchema,
    UtransactionsSchema,
    BotNotificationsSchema,
    BotSupportSchema,
    TonDepositsSchema,
    TonconnectSchema,
    WalletTransfersSchema,
    MerchantWebhooksSchema,
    PaymentOrdersSchema,
    CustomerVerificationsSchema,
    PushTokensSchema,
    WidgetFramesSchema {
  currencies: CurrenciesTable;
  schema_migrations: SchemaMigrationsTable;
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  one_time_codes: OneTimeCodesTable;
  two_factor: TwoFactorTable;
  api_keys: ApiKeysTable;
  widget_sessions: WidgetSessionsTable;
  merchant_customers: MerchantCustomersTable;
  merchant_request_signatures: MerchantRequestSignaturesTable;
  outbox_messages: OutboxMessagesTable;
  server_secrets: ServerSecretsTable;
  telegram_start_sources: TelegramStartSourcesTable;
  telegram_chat_languages: TelegramChatLanguagesTable;
}
