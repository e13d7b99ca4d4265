export * from './decimal';
export * from './fee';
export * from './format-amount';
export * from './limits';
export * from './locale-number';
export * from './quote-math';
