export * from './actions';
export * from './messages';
export * from './schemas';
