export * from './layout';
export * from './limits';
export * from './timings';
export * from './ton';
