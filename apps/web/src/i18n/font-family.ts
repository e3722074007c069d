export const URDU_FONT_FAMILY = 'Noto Sans Arabic';

/**
 * Mantine's font stack with Noto Sans Arabic first: its unicode-range keeps Latin text in the
 * system font, and Urdu takes ours once addUrduFont has registered it (unknown until then).
 */
export const PAGE_FONT_FAMILY = `'${URDU_FONT_FAMILY}', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'`;
