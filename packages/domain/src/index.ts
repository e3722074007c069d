export * from './api';
export * from './auth';
export * from './catalog';
export * from './catalog-defaults';
export * from './messages';
export * from './navigation';
export * from './plans';
export * from './question-bank';
