export * from './card-fees';
export * from './card-fields';
export * from './card-issue';
export * from './card-states';
