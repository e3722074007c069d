export * from './catalogues';
export * from './en';
export * from './locales';
