export * from './authorize-spend';
export * from './card-balances';
export * from './decline-reasons';
export * from './hold-lifecycle';
export * from './overdraft';
