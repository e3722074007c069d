import {
  MINI_SCENARIO_MAX,
  MINI_TITLE_MAX,
  MINI3_WORD_MAX,
  MINI3_WORD_MIN,
  MINI4_OPTIONS_MAX,
  MINI4_OPTIONS_MIN,
  MINI4_SCENARIO_LENGTH,
  type MiniScreenGame,
} from '@app/domain';
import { Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormActions } from '../../app/ui/form-actions';
import { PageForm } from '../../app/ui/page-form';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { applyNestedApiError } from '../levels/form-errors';
import { CharacterCount } from '../levels/questions/character-count';
import {
  type MiniScreenFormValues,
  templateCount,
  toFormApiError,
  validateMiniScreen,
} from './form-values';
import { Mini2Fields } from './mini2-fields';
import { CorrectAnswerField, ImageOptionFields, TextOptionFields } from './option-fields';
import { miniScreenKeys } from './query-keys';

type Props = {
  miniGame: MiniScreenGame;
  /** Add needs Mini 2's background; Edit keeps the stored one unless it is replaced. */
  isNew: boolean;
  initialValues: MiniScreenFormValues;
  isSaving: boolean;
  /** Resolves once saved (the screen moves on); rejects with the error for the form to show. */
  onSave: (values: MiniScreenFormValues) => Promise<void>;
  onCancel: () => void;
};

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        {title ? (
          <Title order={2} size="h4">
            {title}
          </Title>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}

/** Add Mini Game screen and Edit Screen: the fields of Mini 1–4 (part B §2, §5). */
export function MiniScreenForm({
  miniGame,
  isNew,
  initialValues,
  isSaving,
  onSave,
  onCancel,
}: Props) {
  const text = useText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<MiniScreenFormValues>({
    initialValues,
    validate: validateMiniScreen(miniGame, isNew),
  });
  const uploads = useIsMutating({ mutationKey: miniScreenKeys.uploads() });
  const values = form.getValues();
  const scenarioLimit = miniGame === 'Mini 4' ? MINI4_SCENARIO_LENGTH : MINI_SCENARIO_MAX;

  const submit = form.onSubmit(async (submitted) => {
    setFailure(null);
    try {
      await onSave(submitted);
    } catch (error) {
      setFailure(applyNestedApiError(form, toFormApiError(error)));
    }
  });

  return (
    <PageForm onSubmit={submit} failure={failure}>
      <Section>
        {miniGame === 'Mini 2' ? <Mini2Fields.Template form={form} /> : null}
        <TextInput
          label={text('console.miniScreens.form.title')}
          required={miniGame === 'Mini 1' || miniGame === 'Mini 2'}
          maxLength={MINI_TITLE_MAX}
          {...form.getInputProps('title')}
        />
        {miniGame === 'Mini 3' ? (
          <TextInput
            label={text('console.miniScreens.form.word')}
            required
            description={text('console.miniScreens.form.wordHint', {
              min: MINI3_WORD_MIN,
              max: MINI3_WORD_MAX,
            })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('word')}
          />
        ) : (
          <Textarea
            label={text('console.miniScreens.form.scenario')}
            required={miniGame !== 'Mini 2'}
            autosize
            minRows={3}
            maxRows={10}
            maxLength={scenarioLimit}
            description={
              miniGame === 'Mini 4' ? (
                <>
                  {text('console.miniScreens.form.scenarioExact', {
                    length: MINI4_SCENARIO_LENGTH,
                  })}{' '}
                  <CharacterCount length={values.scenario.length} limit={scenarioLimit} />
                </>
              ) : (
                <CharacterCount length={values.scenario.length} limit={scenarioLimit} />
              )
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('scenario')}
          />
        )}
      </Section>
      {miniGame === 'Mini 1' ? (
        <Section title={text('console.miniScreens.form.options')}>
          <TextOptionFields form={form} />
          <CorrectAnswerField form={form} count={values.options.length} />
        </Section>
      ) : null}
      {miniGame === 'Mini 2' ? (
        <>
          <Section title={text('console.miniScreens.form.orderedOptions')}>
            <Mini2Fields.Options form={form} />
            <CorrectAnswerField form={form} count={templateCount(values.template2Type)} />
          </Section>
          <Section title={text('console.miniScreens.form.background')}>
            <Mini2Fields.Background form={form} isNew={isNew} />
          </Section>
        </>
      ) : null}
      {miniGame === 'Mini 4' ? (
        <Section title={text('console.miniScreens.form.orderedOptions')}>
          <ImageOptionFields
            form={form}
            limits={{ min: MINI4_OPTIONS_MIN, max: MINI4_OPTIONS_MAX }}
          />
        </Section>
      ) : null}
      <FormActions isBusy={isSaving} onCancel={onCancel} canSave={uploads === 0} />
    </PageForm>
  );
}
