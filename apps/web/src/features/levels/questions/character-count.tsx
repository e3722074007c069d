import { Text } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';

/** 'n / limit characters', red once the text is longer than its type allows. */
export function CharacterCount({ length, limit }: { length: number; limit: number }) {
  const text = useText();
  return (
    <Text span size="xs" c={length > limit ? 'red' : 'dimmed'}>
      {text('console.levels.question.characterCount', { length, limit })}
    </Text>
  );
}
