export * from './tax-lots';
