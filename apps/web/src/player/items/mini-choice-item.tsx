import { Stack, Text, Title } from '@mantine/core';
import { ChoiceList } from './choice-list';
import type { ItemProps } from './types';

/** Mini 1: a scenario and four options, one of them right. */
export function Mini1Item({ item, onAnswer, disabled }: ItemProps<'mini1'>) {
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {item.title}
      </Title>
      <Text className="pl-pre">{item.scenario}</Text>
      <ChoiceList
        options={item.options}
        onChoose={(choice) => onAnswer({ choice })}
        disabled={disabled}
      />
    </Stack>
  );
}

/** Mini 2: the options (texts or pictures) laid over the screen's background picture. */
export function Mini2Item({ item, onAnswer, disabled }: ItemProps<'mini2'>) {
  const images = item.optionsType === 'image';
  const names = item.options.map((_, i) => `Option ${i + 1}`);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {item.title}
      </Title>
      <Text className="pl-pre">{item.scenario}</Text>
      <div className={item.backgroundUrl ? 'pl-stage pl-stage-bg' : 'pl-stage'}>
        {item.backgroundUrl && <img src={item.backgroundUrl} alt="" className="pl-stage-img" />}
        <div className="pl-stage-options">
          <ChoiceList
            options={
              images
                ? item.options.map((url, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are positional.
                    <img key={i} src={url} alt={names[i]} className="pl-option-img" />
                  ))
                : item.options
            }
            names={images ? names : undefined}
            columns={images ? 2 : 1}
            onChoose={(choice) => onAnswer({ choice })}
            disabled={disabled}
          />
        </div>
      </div>
    </Stack>
  );
}
