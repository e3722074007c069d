import type { EngineChoice, EngineStimulus, PlayAnswerValue } from '@app/domain';
import { Stack, Text } from '@mantine/core';
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

/** An engine item's choices: text in one column, figures two by two with their names. */
export function EngineChoices({
  choices,
  onAnswer,
  disabled,
}: {
  choices: EngineChoice[];
  onAnswer: (answer: PlayAnswerValue) => void;
  disabled: boolean;
}) {
  const shapes = choices.some((c) => c.type === 'grid');
  return (
    <ChoiceList
      options={choices.map(choiceView)}
      names={shapes ? choices.map((_, i) => `Option ${i + 1}`) : undefined}
      columns={shapes ? 2 : 1}
      onChoose={(choice) => onAnswer({ choice })}
      disabled={disabled}
    />
  );
}

/** A cognitive or aptitude item, sent whole: its stimulus and its choices. */
export function EngineItemView({ item: { item }, onAnswer, disabled }: ItemProps<'engine'>) {
  return (
    <Stack gap="md">
      <Text fw={600} size="lg">
        {item.prompt}
      </Text>
      <Stimulus stimulus={item.stimulus} />
      <EngineChoices choices={item.choices} onAnswer={onAnswer} disabled={disabled} />
    </Stack>
  );
}
