import { darken, getPrimaryShade, type MantineTheme } from '@mantine/core';

/**
 * Mantine's light-scheme colour variables, moved to shades that meet WCAG AA's 4.5:1 for text
 * (shared by the console, the player and the candidate site). Mantine's defaults put white on
 * green 7 (2.8:1), red 6 error text on white (3.3:1) and a light badge's shade 9 on shade 1
 * (green 3.8:1, yellow 2.7:1): each colour here keeps its hue, darkened only as far as needed.
 */

/** 4.5:1 plus a little, so rounding in the browser never lands just under AA. */
const MIN_CONTRAST = 4.6;
const WHITE = '#ffffff';

function channels(color: string): number[] {
  if (color.startsWith('#')) {
    const hex =
      color.length === 4 ? [...color.slice(1)].map((c) => c + c).join('') : color.slice(1);
    return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  }
  return (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = channels(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The first of `shades` from `from` on that reads on `against`, else the darkest darkened until it does. */
function readable(shades: readonly string[], from: number, against: string): string {
  for (let i = from; i < shades.length; i++) {
    const shade = shades[i] ?? '';
    if (contrast(shade, against) >= MIN_CONTRAST) {
      return shade;
    }
  }
  const darkest = shades[shades.length - 1] ?? '#000000';
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = darken(darkest, amount);
    if (contrast(darker, against) >= MIN_CONTRAST) {
      return darker;
    }
  }
  return '#000000';
}

export function accessibleColorVariables(theme: MantineTheme): Record<string, string> {
  const primaryShade = getPrimaryShade(theme, 'light');
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = readable(shades, primaryShade, WHITE);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    variables[`--mantine-color-${name}-outline`] = filled;
    variables[`--mantine-color-${name}-text`] = filled;
    variables[`--mantine-color-${name}-light-color`] = readable(shades, 9, shades[1] ?? WHITE);
  }
  variables['--mantine-color-error'] = readable(theme.colors.red, 6, WHITE);
  // Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 keeps it readable.
  variables['--mantine-color-dimmed'] = readable(theme.colors.gray, 6, WHITE);
  return variables;
}
