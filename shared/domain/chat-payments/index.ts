export * from './chat-payment-rules';
export * from './parse-chat-payment-query';
