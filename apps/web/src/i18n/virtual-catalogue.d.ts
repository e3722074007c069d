/** The catalogues, compiled at build time (scripts/catalogues-plugin.ts). */
declare module 'virtual:catalogue/*' {
  const messages: import('@lingui/core').Messages;
  export default messages;
}
