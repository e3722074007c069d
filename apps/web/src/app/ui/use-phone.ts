import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint. */
const PHONE = '(max-width: 47.99em)';

/**
 * Whether the screen is phone-wide, where lists turn into one card per row and charts lie
 * down, so every column reads without scrolling sideways.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE) ?? false;
}
