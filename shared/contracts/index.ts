export * from './auth';
export * from './currencies';
export * from './endpoint';
export * from './error-envelope';
export * from './health';
