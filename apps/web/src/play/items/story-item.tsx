import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useText } from '../../i18n/language-switch';
import type { ItemProps } from './types';

/** Mini 4: put the pictures in story order by tapping them; undo and reset as needed. */
export function StoryItem({ item, onAnswer, disabled }: ItemProps<'mini4'>) {
  const text = useText();
  const [order, setOrder] = useState<number[]>([]);
  const complete = order.length === item.images.length;
  const pick = (position: number) => setOrder((o) => (o.includes(position) ? o : [...o, position]));
  return (
    <Stack gap="md">
      <Title order={2} size="h4" dir="auto">
        {item.title}
      </Title>
      <Text className="pl-pre" dir="auto">
        {item.scenario}
      </Text>
      <Text size="sm" c="dimmed" aria-live="polite">
        {complete
          ? text('play.story.complete')
          : text(order.length === 0 ? 'play.story.tapFirst' : 'play.story.tapNext', {
              placed: order.length,
              total: item.images.length,
            })}
      </Text>
      <ul className="pl-story">
        {item.images.map((url, position) => {
          const step = order.indexOf(position);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card is its shown position (the answer).
            <li key={position}>
              <button
                type="button"
                className={step >= 0 ? 'pl-story-card pl-story-chosen' : 'pl-story-card'}
                onClick={() => pick(position)}
                disabled={disabled}
                aria-pressed={step >= 0}
                aria-label={
                  step >= 0
                    ? text('play.story.sceneStep', { number: position + 1, step: step + 1 })
                    : text('play.story.scene', { number: position + 1 })
                }
              >
                <img src={url} alt={text('play.story.scene', { number: position + 1 })} />
                {step >= 0 && (
                  <span className="pl-story-step" aria-hidden="true">
                    {step + 1}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => setOrder((o) => o.slice(0, -1))}
          disabled={disabled || order.length === 0}
        >
          {text('play.story.undo')}
        </Button>
        <Button variant="default" onClick={() => setOrder([])} disabled={disabled || !order.length}>
          {text('play.story.reset')}
        </Button>
        <Button onClick={() => onAnswer({ order })} disabled={disabled || !complete}>
          {text('play.story.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
