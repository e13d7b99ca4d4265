export * from './fiat-value';
export * from './tax-lots';
