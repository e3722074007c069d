import { Stack, Text, Title } from '@mantine/core';
import { useText } from '../../i18n/language-switch';
import { ChoiceList } from './choice-list';
import type { ItemProps } from './types';

/** Mini 1: a scenario and four options, one of them right. */
export function Mini1Item({ item, onAnswer, disabled }: ItemProps<'mini1'>) {
  return (
    <Stack gap="md">
      <Title order={2} size="h4" dir="auto">
        {item.title}
      </Title>
      <Text className="pl-pre" dir="auto">
        {item.scenario}
      </Text>
      <ChoiceList
        options={item.options}
        onChoose={(choice) => onAnswer({ choice })}
        disabled={disabled}
      />
    </Stack>
  );
}

/**
 * Mini 2: the screen's picture (a chart, a pattern with a gap, or an uploaded background), then
 * the options (texts or pictures) under it, so nothing covers what the question asks about.
 * The picture's box keeps its shape while it loads: options never move under the pointer.
 */
export function Mini2Item({ item, onAnswer, disabled }: ItemProps<'mini2'>) {
  const text = useText();
  const images = item.optionsType === 'image';
  const names = item.options.map((_, i) => text('play.item.option', { number: i + 1 }));
  return (
    <Stack gap="md">
      <Title order={2} size="h4" dir="auto">
        {item.title}
      </Title>
      <Text className="pl-pre" dir="auto">
        {item.scenario}
      </Text>
      {item.backgroundUrl && (
        <figure className="pl-picture">
          <img src={item.backgroundUrl} alt={item.title || text('play.item.illustration')} />
        </figure>
      )}
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
    </Stack>
  );
}
