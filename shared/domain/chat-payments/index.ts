export * from './chat-payment-rules';
export * from './parse-chat-payment-query';
export * from './sender-name';
