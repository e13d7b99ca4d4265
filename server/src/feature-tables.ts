/**
 * Every feature's tables: the core's `db/schema.ts` types only the core's tables, and
 * each feature's `*.schema.ts` adds its own to that `Schema` by declaration merging. This file
 * names them all, so any program that reaches the composition root sees every table.
 */
import type { ApiKeysSchema } from './features/api-keys/api-keys.schema';
import type { WidgetFramesSchema } from './features/api-keys/widget-frames.schema';
import type { BotNotificationsSchema } from './features/bot-notifications/bot-notifications.schema';
import type { BotSupportSchema } from './features/bot-support/bot-support.schema';
import type { BotUsersSchema } from './features/bot-users/bot-users.schema';
import type { CardDetailsSchema } from './features/card-details/card-details.schema';
import type { CardNetworkSchema } from './features/card-network/card-network.schema';
import type { ChatPaymentsSchema } from './features/chat-payments/chat-payments.schema';
import type { CustomerVerificationsSchema } from './features/customer-verifications/customer-verifications.schema';
import type { PaymentsSchema } from './features/deposits/deposits.schema';
import type { TonDepositsSchema } from './features/deposits/ton/ton-deposits.schema';
import type { DocumentsSchema } from './features/documents/documents.schema';
import type { FarmSchema } from './features/farm/farm.schema';
import type { GaslessSchema } from './features/gasless/gasless.schema';
import type { MerchantWebhooksSchema } from './features/merchant-webhooks/merchant-webhooks.schema';
import type { PaymentCardsSchema } from './features/payment-cards/payment-cards.schema';
import type { PaymentOrdersSchema } from './features/payment-orders/payment-orders.schema';
import type { PushTokensSchema } from './features/push-tokens/push-tokens.schema';
import type { ReferralsSchema } from './features/referrals/referrals.schema';
import type { TonconnectSchema } from './features/tonconnect-bridge/tonconnect-bridge.schema';
import type { UtransactionsSchema } from './features/utransactions/utransactions.schema';
import type { StepOutcomeSchema } from './features/verification/step-outcome.schema';
import type { VerificationSchema } from './features/verification/verification.schema';
import type { WalletTransfersSchema } from './features/wallet-transfers/wallet-transfers.schema';
import type { PayoutsSchema } from './features/withdrawals/withdrawals.schema';

/** The features' tables together (`Schema` from db/schema.ts already includes them). */
export type FeatureTables = ApiKeysSchema &
  WidgetFramesSchema &
  BotNotificationsSchema &
  BotSupportSchema &
  BotUsersSchema &
  CardDetailsSchema &
  CardNetworkSchema &
  ChatPaymentsSchema &
  CustomerVerificationsSchema &
  PaymentsSchema &
  TonDepositsSchema &
  DocumentsSchema &
  FarmSchema &
  GaslessSchema &
  MerchantWebhooksSchema &
  PaymentCardsSchema &
  PaymentOrdersSchema &
  PushTokensSchema &
  ReferralsSchema &
  TonconnectSchema &
  UtransactionsSchema &
  VerificationSchema &
  StepOutcomeSchema &
  WalletTransfersSchema &
  PayoutsSchema;
