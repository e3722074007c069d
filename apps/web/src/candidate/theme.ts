// The player's copy of the console's look: a few lines of Mantine settings and the style nonce,
// no player code, so sharing it keeps this page's bundle its own.
export { cssVariablesResolver, getStyleNonce, theme } from '../play/theme';
