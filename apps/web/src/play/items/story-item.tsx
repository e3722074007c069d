import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ItemProps } from './types';

/** Mini 4: put the pictures in story order by tapping them; undo and reset as needed. */
export function StoryItem({ item, onAnswer, disabled }: ItemProps<'mini4'>) {
  const [order, setOrder] = useState<number[]>([]);
  const complete = order.length === item.images.length;
  const pick = (position: number) => setOrder((o) => (o.includes(position) ? o : [...o, position]));
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {item.title}
      </Title>
      <Text className="pl-pre">{item.scenario}</Text>
      <Text size="sm" c="dimmed" aria-live="polite">
        {complete
          ? 'All scenes are in order. Submit, or undo to change it.'
          : `Tap the scene that comes ${order.length === 0 ? 'first' : 'next'} (${order.length} of ${item.images.length} placed).`}
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
                aria-label={`Scene ${position + 1}${step >= 0 ? `, step ${step + 1}` : ''}`}
              >
                <img src={url} alt={`Scene ${position + 1}`} />
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
          Undo
        </Button>
        <Button variant="default" onClick={() => setOrder([])} disabled={disabled || !order.length}>
          Reset
        </Button>
        <Button onClick={() => onAnswer({ order })} disabled={disabled || !complete}>
          Submit order
        </Button>
      </Group>
    </Stack>
  );
}
