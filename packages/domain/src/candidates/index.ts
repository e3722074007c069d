export * from './cities';
export * from './csv';
export * from './example';
export * from './fields';
export * from './messages';
export * from './options';
export * from './rules';
export * from './schemas';
