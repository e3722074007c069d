export * from './api';
export * from './auth';
export * from './messages';
export * from './navigation';
export * from './plans';
