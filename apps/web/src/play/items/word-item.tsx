import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useText } from '../../i18n/language-switch';
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
  const text = useText();
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
        <Title order={2} size="h4" dir="auto">
          {item.title}
        </Title>
        <p className="pl-dim">{text('play.word.hint')}</p>
        <ul className="pl-tiles" aria-label={text('play.word.letters')}>
          {item.letters.map((letter, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tile is its position; letters repeat.
            <li key={i}>
              <button
                type="button"
                className="pl-tile"
                disabled={disabled || used[i]}
                aria-label={text(used[i] ? 'play.word.letterUsed' : 'play.word.letter', {
                  letter: letter.toUpperCase(),
                })}
                onClick={() => setWord((w) => w + letter)}
              >
                {letter.toUpperCase()}
              </button>
            </li>
          ))}
        </ul>
        <TextInput
          label={text('play.word.yourWord')}
          dir="auto"
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
            {text('play.word.undo')}
          </Button>
          <Button variant="default" onClick={() => setWord('')} disabled={disabled || !word}>
            {text('play.word.clear')}
          </Button>
          <Button type="submit" disabled={disabled || !word.trim()}>
            {text('play.word.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
