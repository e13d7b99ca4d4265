export * from './layout';
export * from './limits';
export * from './storage';
export * from './timings';
export * from './ton';
