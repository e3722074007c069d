import {
  changeQuestionType,
  QUESTION_EMAIL_MAX,
  QUESTION_NAME_MAX,
  QUESTION_SUBJECT_MAX,
  type QuestionType,
  questionDifficulties,
  questionLimits,
  questionTypes,
  RATIONALE_MAX,
  REWARD_MAX,
} from '@app/domain';
import {
  Input,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { FormActions } from '../../../app/ui/form-actions';
import { PageForm } from '../../../app/ui/page-form';
import { useAppForm } from '../../../app/ui/use-app-form';
import { useText } from '../../../i18n/language-switch';
import { applyNestedApiError } from '../form-errors';
import { CharacterCount } from './character-count';
import { type QuestionFormValues, validateQuestion } from './question-form-values';
import { OptionFields } from './question-option-fields';

type Props = {
  initialValues: QuestionFormValues;
  /** The event's competencies: a question's ability is one of them. */
  competencies: string[];
  isSaving: boolean;
  /** Resolves once saved (the screen moves on); rejects with the error for the form to show. */
  onSave: (values: QuestionFormValues) => Promise<void>;
  onCancel: () => void;
};

const isQuestionType = (value: string): value is QuestionType =>
  (questionTypes as readonly string[]).includes(value);

/** Add Question and Edit Question (part B §2, §4, §5). */
export function QuestionForm({ initialValues, competencies, isSaving, onSave, onCancel }: Props) {
  const text = useText();
  const typeLabelId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  // Controlled: the fields and limits follow the type.
  const form = useAppForm<QuestionFormValues>({ initialValues, validate: validateQuestion });
  const values = form.getValues();
  const { type } = values;
  const limits = questionLimits[type];
  const abilities =
    values.ability && !competencies.includes(values.ability)
      ? [values.ability, ...competencies]
      : competencies;

  const submit = form.onSubmit(async (submitted) => {
    setFailure(null);
    try {
      await onSave(submitted);
    } catch (error) {
      setFailure(applyNestedApiError(form, error));
    }
  });

  return (
    <PageForm onSubmit={submit} failure={failure}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Input.Wrapper
            label={text('console.levels.question.form.type')}
            labelElement="div"
            id={typeLabelId}
            required
          >
            <SegmentedControl
              aria-labelledby={`${typeLabelId}-label`}
              data={[...questionTypes]}
              value={type}
              onChange={(next) => {
                // Part B §4: the new type's limits cut the texts at once, visibly.
                if (isQuestionType(next)) {
                  form.setValues(changeQuestionType(form.getValues(), next));
                }
              }}
              fullWidth
              maw={420}
            />
          </Input.Wrapper>
          {type !== 'Question' ? (
            <SimpleGrid cols={{ base: 1, sm: type === 'Email' ? 3 : 1 }} spacing="sm">
              <TextInput
                label={text('console.levels.question.form.name')}
                required
                maxLength={QUESTION_NAME_MAX}
                {...form.getInputProps('name')}
              />
              {type === 'Email' ? (
                <>
                  <TextInput
                    label={text('console.levels.question.form.email')}
                    type="email"
                    required
                    maxLength={QUESTION_EMAIL_MAX}
                    {...form.getInputProps('email')}
                  />
                  <TextInput
                    label={text('console.levels.question.form.subject')}
                    required
                    maxLength={QUESTION_SUBJECT_MAX}
                    {...form.getInputProps('subject')}
                  />
                </>
              ) : null}
            </SimpleGrid>
          ) : null}
          <Textarea
            label={text('console.levels.question.form.question')}
            required
            autosize
            minRows={2}
            maxRows={8}
            description={<CharacterCount length={values.question.length} limit={limits.text} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('question')}
          />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {text('console.levels.question.form.options')}
          </Title>
          <OptionFields form={form} type={type} />
          <Textarea
            label={text('console.levels.question.form.rationale')}
            autosize
            minRows={2}
            maxRows={5}
            description={
              <>
                {text('console.levels.question.form.rationaleHint')}{' '}
                <CharacterCount length={values.rationale.length} limit={RATIONALE_MAX} />
              </>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('rationale')}
          />
        </Stack>
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={text('console.levels.question.form.reward')}
            required
            min={0}
            max={REWARD_MAX}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('reward')}
          />
          <Select
            label={text('console.levels.question.form.difficulty')}
            required
            data={[...questionDifficulties]}
            allowDeselect={false}
            {...form.getInputProps('difficulty')}
          />
          <Select
            label={text('console.levels.question.form.competency')}
            required
            data={abilities}
            allowDeselect={false}
            searchable
            nothingFoundMessage={text('console.levels.question.form.noCompetency')}
            {...form.getInputProps('ability')}
          />
        </SimpleGrid>
      </Paper>
      <FormActions isBusy={isSaving} onCancel={onCancel} />
    </PageForm>
  );
}
