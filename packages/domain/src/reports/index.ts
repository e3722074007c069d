export * from './fairness-pdf';
export * from './format';
export * from './grades';
export * from './measurement-schemas';
export * from './messages';
export * from './pdf';
export * from './rules';
export * from './schemas';
