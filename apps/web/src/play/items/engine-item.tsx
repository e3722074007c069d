import type { EngineChoice, EngineStimulus, PlayAnswerValue } from '@app/domain';
import { Stack, Text } from '@mantine/core';
import { useText } from '../../i18n/language-switch';
import { Bitmap, CharGrid } from './bitmap';
import { ChoiceList } from './choice-list';
import type { ItemProps } from './types';

export function Stimulus({ stimulus }: { stimulus: EngineStimulus }) {
  const text = useText();
  switch (stimulus.type) {
    case 'sequence':
      return (
        <ol className="pl-sequence" aria-label={text('play.item.sequence')} dir="auto">
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
              label={
                stimulus.grids.length > 1
                  ? text('play.item.figureNumber', { number: i + 1 })
                  : text('play.item.figure')
              }
            />
          ))}
        </div>
      );
    default:
      return (
        <Text className="pl-stimulus-text pl-pre" dir="auto">
          {stimulus.text}
        </Text>
      );
  }
}

const choiceView = (choice: EngineChoice, name: string) =>
  choice.type === 'text' ? choice.text : <Bitmap rows={choice.rows} label={name} />;

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
  const text = useText();
  const shapes = choices.some((c) => c.type === 'grid');
  const name = (i: number) => text('play.item.option', { number: i + 1 });
  return (
    <ChoiceList
      options={choices.map((choice, i) => choiceView(choice, name(i)))}
      names={shapes ? choices.map((_, i) => name(i)) : undefined}
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
      <Text fw={600} size="lg" dir="auto">
        {item.prompt}
      </Text>
      <Stimulus stimulus={item.stimulus} />
      <EngineChoices choices={item.choices} onAnswer={onAnswer} disabled={disabled} />
    </Stack>
  );
}
