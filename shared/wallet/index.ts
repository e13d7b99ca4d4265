export * from './keys';
export * from './vault';
export * from './versions';
