import { MINI_OPTION_TEXT_MAX } from '@app/domain';
import { Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../app/ui/icon-action';
import { useText } from '../../i18n/language-switch';
import { CharacterCount } from '../levels/questions/character-count';
import { emptySlot, type MiniScreenFormValues } from './form-values';
import { ImageField } from './image-field';
import { optionLabel } from './labels';

export type MiniScreenForm = UseFormReturnType<MiniScreenFormValues>;

/** Mini 1's four and Mini 2's five or eight text options, in order. */
export function TextOptionFields({ form }: { form: MiniScreenForm }) {
  const text = useText();
  const { options } = form.getValues();
  return (
    <Stack gap="xs">
      {options.map((option, index) => (
        <TextInput
          // A fixed list per template: an option's place is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          label={optionLabel(index, text)}
          required
          maxLength={MINI_OPTION_TEXT_MAX}
          description={<CharacterCount length={option.length} limit={MINI_OPTION_TEXT_MAX} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps(`options.${index}`)}
        />
      ))}
    </Stack>
  );
}

/** Which option is right (Mini 1, Mini 2): 'correct Answer is required' until one is chosen. */
export function CorrectAnswerField({ form, count }: { form: MiniScreenForm; count: number }) {
  const text = useText();
  return (
    <Radio.Group
      label={text('console.miniScreens.options.correctAnswer')}
      required
      errorProps={{ role: 'alert' }}
      {...form.getInputProps('correctAnswer')}
    >
      <Group gap="md" mt={6}>
        {Array.from({ length: count }, (_, index) => (
          <Radio
            key={optionLabel(index, text)}
            value={String(index)}
            label={optionLabel(index, text)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

type ImageListProps = {
  form: MiniScreenForm;
  /** Mini 4: the player orders 3–7 images, so they move, and are added and removed. */
  limits?: { min: number; max: number };
};

/** Option images in their correct order: Mini 2's fixed count, or Mini 4's 3–7. */
export function ImageOptionFields({ form, limits }: ImageListProps) {
  const text = useText();
  const slots = form.getValues().optionImages;
  const countError = form.errors.optionImages;

  // Found by key when the upload ends: the slot may have moved meanwhile.
  const setImage = (key: string, image: { fileId: string; url: string }) => {
    form.setFieldValue('optionImages', (current) =>
      current.map((slot) => (slot.key === key ? { ...slot, ...image } : slot)),
    );
  };
  const clearError = (key: string) => {
    const index = form.getValues().optionImages.findIndex((slot) => slot.key === key);
    form.clearFieldError(`optionImages.${index}`);
  };
  const move = (from: number, to: number) => {
    form.reorderListItem('optionImages', { from, to });
  };

  return (
    <Stack gap="sm">
      {slots.map((slot, index) => {
        const label = optionLabel(index, text);
        const n = index + 1;
        return (
          <ImageField
            key={slot.key}
            kind="option"
            label={label}
            required
            url={slot.url}
            error={form.errors[`optionImages.${index}`]}
            onPick={() => clearError(slot.key)}
            onUploaded={(image) => setImage(slot.key, image)}
            actions={
              limits ? (
                <>
                  <IconAction
                    label={text('console.miniScreens.options.moveUp', { number: n })}
                    icon={<IconArrowUp size={16} />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <IconAction
                    label={text('console.miniScreens.options.moveDown', { number: n })}
                    icon={<IconArrowDown size={16} />}
                    disabled={index === slots.length - 1}
                    onClick={() => move(index, index + 1)}
                  />
                  {slots.length > limits.min ? (
                    <IconAction
                      label={text('console.miniScreens.options.remove', { number: n })}
                      icon={<IconTrash size={16} />}
                      color="red"
                      onClick={() => form.removeListItem('optionImages', index)}
                    />
                  ) : null}
                </>
              ) : null
            }
          />
        );
      })}
      {countError ? (
        <Text size="sm" c="red" role="alert">
          {countError}
        </Text>
      ) : null}
      {limits && slots.length < limits.max ? (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('optionImages', emptySlot())}
          >
            {text('console.miniScreens.options.add')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
