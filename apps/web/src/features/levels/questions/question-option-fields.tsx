import {
  animations,
  QUESTION_OPTIONS_MAX,
  type QuestionType,
  questionLimits,
  ratings,
  responseLabels,
} from '@app/domain';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../../app/ui/icon-action';
import { useText } from '../../../i18n/language-switch';
import { CharacterCount } from './character-count';
import { newOption, type QuestionFormValues } from './question-form-values';

type Form = UseFormReturnType<QuestionFormValues>;

const responseOptions = ratings.map((r) => ({ value: String(r), label: responseLabels[r] }));
const animationOptions = animations.map((a) => ({
  value: a,
  label: a.charAt(0).toUpperCase() + a.slice(1),
}));

/** One to four answers, each with its response (Best, Ok, Wrong) and, for a Question, its mood. */
export function OptionFields({ form, type }: { form: Form; type: QuestionType }) {
  const text = useText();
  const { options } = form.getValues();
  const limit = questionLimits[type].option;
  return (
    <Stack gap="sm">
      {options.map((option, index) => {
        const n = index + 1;
        return (
          <Fieldset
            key={option.key}
            legend={text('console.levels.question.option.legend', { number: n })}
            variant="filled"
            p="sm"
          >
            <Stack gap="xs">
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={text('console.levels.question.option.text')}
                  required
                  style={{ flex: 1 }}
                  description={<CharacterCount length={option.text.length} limit={limit} />}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  {...form.getInputProps(`options.${index}.text`)}
                />
                {options.length > 1 ? (
                  <div style={{ paddingTop: 24 }}>
                    <IconAction
                      label={text('console.levels.question.option.remove', { number: n })}
                      icon={<IconTrash size={18} />}
                      color="red"
                      onClick={() => form.removeListItem('options', index)}
                    />
                  </div>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                <Select
                  label={text('console.levels.question.option.response')}
                  required
                  data={responseOptions}
                  allowDeselect={false}
                  {...form.getInputProps(`options.${index}.rating`)}
                />
                {type === 'Question' ? (
                  <Select
                    label={text('console.levels.question.option.animation')}
                    required
                    data={animationOptions}
                    allowDeselect={false}
                    {...form.getInputProps(`options.${index}.animation`)}
                  />
                ) : null}
              </SimpleGrid>
            </Stack>
          </Fieldset>
        );
      })}
      {options.length < QUESTION_OPTIONS_MAX ? (
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('options', newOption(type))}
          >
            {text('console.levels.question.option.add')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
