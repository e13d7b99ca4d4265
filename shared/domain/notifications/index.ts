export * from './status-notification';
export * from './transaction-start-param';
