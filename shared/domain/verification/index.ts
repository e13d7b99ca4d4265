export * from './level-limits';
export * from './levels';
export * from './mica-rules';
export * from './next-level';
export * from './provider-review';
export * from './residence';
export * from './status-transitions';
export * from './step-reducer';
