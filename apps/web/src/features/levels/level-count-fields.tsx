import { ATTEMPTS_MAX, MINI_LEVEL_NUMBER_MAX } from '@app/domain';
import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useText } from '../../i18n/language-switch';
import { ATTEMPT_KINDS } from './labels';
import type { LevelFormValues } from './level-form-values';

type Form = UseFormReturnType<LevelFormValues>;

type AttemptsProps = {
  form: Form;
  group: 'totalQuestions' | 'minAttempts';
  legend: string;
  /** Minimum attempts feed the passing score; the form recomputes it after a change. */
  onChanged?: () => void;
};

/** Questions / Emails / SMS of a numbered level, as one labelled group. */
export function AttemptsFields({ form, group, legend, onChanged }: AttemptsProps) {
  const text = useText();
  return (
    <Fieldset legend={legend} variant="filled" p="sm">
      <SimpleGrid cols={3} spacing="xs">
        {ATTEMPT_KINDS.map(({ kind, label }) => {
          const props = form.getInputProps(`${group}.${kind}`);
          return (
            <NumberInput
              key={kind}
              label={text(label)}
              required
              min={0}
              max={ATTEMPTS_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...props}
              onChange={(value) => {
                props.onChange(value);
                onChanged?.();
              }}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}

/** A mini game's (or other named) level has one Level number instead. */
export function MiniLevelField({ form }: { form: Form }) {
  const text = useText();
  return (
    <NumberInput
      label={text('console.levels.form.miniLevel')}
      description={text('console.levels.form.miniLevelHint')}
      required
      min={0}
      max={MINI_LEVEL_NUMBER_MAX}
      allowDecimal={false}
      allowNegative={false}
      maw={{ base: '100%', sm: 240 }}
      {...form.getInputProps('miniLevel')}
    />
  );
}
