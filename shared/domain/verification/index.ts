export * from './level-limits';
export * from './levels';
export * from './next-level';
export * from './provider-review';
export * from './status-transitions';
export * from './step-reducer';
