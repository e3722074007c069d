export * from './fairness';
export * from './item-report';
export * from './items';
export * from './reliability';
export * from './responses';
export * from './stats';
