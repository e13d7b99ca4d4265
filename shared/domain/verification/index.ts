export * from './provider-review';
export * from './status-transitions';
export * from './step-reducer';
