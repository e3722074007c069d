export * from './access';
export * from './achievements';
export * from './engines';
export * from './level-scores';
export * from './messages';
export * from './registration';
export * from './rules';
export * from './schemas';
