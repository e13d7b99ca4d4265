export * from './farm-days';
export * from './farm-rules';
