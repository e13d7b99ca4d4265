export * from './status-notification';
export * from './transaction-start-param';
export * from './wallet-transaction-start-param';
