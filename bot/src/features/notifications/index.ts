export { createChatMemberFeature } from './chat-member';
export {
  type NotificationConsumer,
  type NotificationConsumerOptions,
  startNotificationConsumer,
} from './notification-consumer';
export { buildNotificationMessage, type MiniAppLinks } from './notification-message';
export {
  createServerNotifications,
  type NotificationServer,
} from './notification-server';
export { createSendScheduler, type SendRates, TELEGRAM_SEND_RATES } from './send-scheduler';
