import { Text } from '@mantine/core';

/** 'n / limit characters', red once the text is longer than its type allows. */
export function CharacterCount({ length, limit }: { length: number; limit: number }) {
  return (
    <Text span size="xs" c={length > limit ? 'red' : 'dimmed'}>
      {length} / {limit} characters
    </Text>
  );
}
