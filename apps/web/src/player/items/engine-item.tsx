import type { EngineChoice, EngineStimulus } from '@app/domain';
import { Stack, Text } from '@mantine/core';
import { type CSSProperties, useEffect, useState } from 'react';
import { Bitmap, CharGrid } from './bitmap';
import { ChoiceList } from './choice-list';
import type { ItemProps } from './types';

export function Stimulus({ stimulus }: { stimulus: EngineStimulus }) {
  switch (stimulus.type) {
    case 'sequence':
      return (
        <ol className="pl-sequence" aria-label="Sequence">
          {stimulus.items.map((token, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens repeat; their place is the point.
            <li key={i} className="pl-token">
              {token}
            </li>
          ))}
        </ol>
      );
    case 'grid':
      return <CharGrid rows={stimulus.rows} />;
    case 'grids':
      return (
        <div className="pl-figures">
          {stimulus.grids.map((rows, i) => (
            <Bitmap
              // biome-ignore lint/suspicious/noArrayIndexKey: figures are positional.
              key={i}
              rows={rows}
              label={stimulus.grids.length > 1 ? `Figure ${i + 1}` : 'Figure'}
            />
          ))}
        </div>
      );
    default:
      return <Text className="pl-stimulus-text pl-pre">{stimulus.text}</Text>;
  }
}

const choiceView = (choice: EngineChoice, i: number) =>
  choice.type === 'text' ? choice.text : <Bitmap rows={choice.rows} label={`Option ${i + 1}`} />;

/**
 * A cognitive or aptitude item. With memorizeMs (working memory) the stimulus shows alone for
 * that long, then it is hidden and the choices appear.
 */
export function EngineItemView({ item: { item }, onAnswer, disabled }: ItemProps<'engine'>) {
  const [memorizing, setMemorizing] = useState(item.memorizeMs !== undefined);
  useEffect(() => {
    if (item.memorizeMs === undefined) {
      return;
    }
    const timer = window.setTimeout(() => setMemorizing(false), item.memorizeMs);
    return () => window.clearTimeout(timer);
  }, [item.memorizeMs]);

  const shapes = item.choices.some((c) => c.type === 'grid');
  return (
    <Stack gap="md">
      <Text fw={600} size="lg">
        {item.prompt}
      </Text>
      {memorizing ? (
        <Stack gap="xs" role="status">
          <Text size="sm" c="dimmed">
            Memorize this. It will be hidden in {Math.round((item.memorizeMs ?? 0) / 1000)} seconds.
          </Text>
          <Stimulus stimulus={item.stimulus} />
          <div
            className="pl-memorize"
            aria-hidden="true"
            style={{ '--pl-memorize-ms': `${item.memorizeMs}ms` } as CSSProperties}
          >
            <span />
          </div>
        </Stack>
      ) : (
        <>
          {item.memorizeMs === undefined ? (
            <Stimulus stimulus={item.stimulus} />
          ) : (
            <Text size="sm" c="dimmed" className="pl-hidden-note">
              It is hidden now. Choose from memory.
            </Text>
          )}
          <ChoiceList
            options={item.choices.map(choiceView)}
            names={shapes ? item.choices.map((_, i) => `Option ${i + 1}`) : undefined}
            columns={shapes ? 2 : 1}
            onChoose={(choice) => onAnswer({ choice })}
            disabled={disabled}
          />
        </>
      )}
    </Stack>
  );
}
