import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import type { ItemProps } from './types';

/**
 * Which tiles the typed word has used: each character takes the first free tile with the same
 * letter. Deriving it from the word keeps taps and typing in one state.
 */
export function usedTiles(letters: readonly string[], word: string): boolean[] {
  const used = letters.map(() => false);
  for (const ch of word.toLowerCase()) {
    const at = letters.findIndex((l, i) => !used[i] && l.toLowerCase() === ch);
    if (at >= 0) {
      used[at] = true;
    }
  }
  return used;
}

/** Mini 3: find the word in the shuffled letters, by tapping them or by typing. */
export function WordItem({ item, onAnswer, disabled }: ItemProps<'mini3'>) {
  const [word, setWord] = useState('');
  const used = usedTiles(item.letters, word);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (word.trim()) {
      onAnswer({ word: word.trim() });
    }
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {item.title}
        </Title>
        <p className="pl-dim">Tap the letters in order, or type the word.</p>
        <ul className="pl-tiles" aria-label="Letters">
          {item.letters.map((letter, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its position; letters repeat.
            <li key={i}>
              <button
                type="button"
                className="pl-tile"
                disabled={disabled || used[i]}
                aria-label={`Letter ${letter.toUpperCase()}${used[i] ? ', used' : ''}`}
                onClick={() => setWord((w) => w + letter)}
              >
                {letter.toUpperCase()}
              </button>
            </li>
          ))}
        </ul>
        <TextInput
          label="Your word"
          value={word}
          onChange={(e) => setWord(e.currentTarget.value)}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          disabled={disabled}
          classNames={{ input: 'pl-word-input' }}
        />
        <Group gap="sm">
          <Button
            variant="default"
            onClick={() => setWord((w) => w.slice(0, -1))}
            disabled={disabled || !word}
          >
            Undo letter
          </Button>
          <Button variant="default" onClick={() => setWord('')} disabled={disabled || !word}>
            Clear
          </Button>
          <Button type="submit" disabled={disabled || !word.trim()}>
            Submit word
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
