import { intlLocales, localeNames, locales, type MessageKey } from '@app/domain';
import type { Values } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Button, Group } from '@mantine/core';
import { useCallback } from 'react';
import { usePageLocale } from './page-locale';

/** The catalogue's text for a key, typed: a key missing from en.json does not compile. */
export function useText(): (key: MessageKey, values?: Values) => string {
  const { _ } = useLingui();
  return useCallback((key: MessageKey, values?: Values) => _(key, values), [_]);
}

/**
 * English | اردو: each language named in itself (and marked as that language for screen
 * readers), the current one pressed. The choice is remembered (locale-choice.ts).
 */
export function LanguageSwitch() {
  const { locale, choose } = usePageLocale();
  const text = useText();
  return (
    <Group gap={4} role="group" aria-label={text('common.language')}>
      {locales.map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant={option === locale ? 'light' : 'subtle'}
          aria-pressed={option === locale}
          lang={intlLocales[option]}
          onClick={() => void choose(option)}
        >
          {localeNames[option]}
        </Button>
      ))}
    </Group>
  );
}
