import { createTheme, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleColorVariables, contrast } from './accessible-colors';
import { theme } from './app/theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, createTheme(theme));
const variables = accessibleColorVariables(resolved);

describe('accessible colour variables', () => {
  it.each(Object.keys(resolved.colors))(
    '%s: filled, outline and text read on white; light text on its tint',
    (name) => {
      const shades = resolved.colors[name] ?? [];
      for (const kind of ['filled', 'outline', 'text']) {
        expect(
          contrast(variables[`--mantine-color-${name}-${kind}`] ?? '', '#ffffff'),
        ).toBeGreaterThanOrEqual(4.5);
      }
      expect(
        contrast(variables[`--mantine-color-${name}-light-color`] ?? '', shades[1] ?? ''),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a shade that already passes (indigo 7 is the primary filled colour)', () => {
    expect(variables['--mantine-color-indigo-filled']).toBe(resolved.colors.indigo[7]);
    expect(contrast(variables['--mantine-color-error'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(variables['--mantine-color-dimmed']).toBe(resolved.colors.gray[7]);
  });
});
