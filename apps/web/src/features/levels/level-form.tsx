import {
  type Attempts,
  isMiniLevel,
  isNumberedLevel,
  LEVEL_OBJECTIVE_MAX,
  LEVEL_TIMES,
  levelMessages,
  levelType,
  MINI_SCREENS_PER_LEVEL,
  PASSING_SCORE_MAX_ADD,
  PASSING_SCORE_MAX_EDIT,
} from '@app/domain';
import {
  Anchor,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../app/api-client';
import { FormActions } from '../../app/ui/form-actions';
import { PageForm } from '../../app/ui/page-form';
import { useAppForm } from '../../app/ui/use-app-form';
import { useExpiringMessage } from '../../app/ui/use-expiring-message';
import { useText } from '../../i18n/language-switch';
import { applyNestedApiError } from './form-errors';
import { formatSeconds } from './labels';
import { AttemptsFields, MiniLevelField } from './level-count-fields';
import {
  autoScore,
  type Difficulties,
  formPlayProblems,
  type LevelFormValues,
  validateLevelUpdate,
  validateNewLevel,
} from './level-form-values';
import { OffMapWarning } from './off-map-warning';

/**
 * Add Level chooses the name among the unused ones; Edit Level keeps the level's, and knows its
 * stored type and what it has to play (Level details' `content`), which decide whether
 * participants could pass it.
 */
export type LevelFormMode =
  | { kind: 'add'; names: string[] }
  | {
      kind: 'edit';
      tabName: string;
      type: string;
      content: Attempts;
      /** Where its questions are added (Level details). */
      detailsPath: string;
    };

const NOTHING: Attempts = { questions: 0, emails: 0, sms: 0 };

/**
 * What a level has to play while the form is open: a new numbered level has no questions yet;
 * a new mini level plays its catalog game's screens (five, as the shipped games have).
 */
function playContent(mode: LevelFormMode, tabName: string) {
  if (mode.kind === 'edit') {
    return { tabName, type: mode.type, content: mode.content };
  }
  const content = isNumberedLevel(tabName)
    ? NOTHING
    : { ...NOTHING, questions: MINI_SCREENS_PER_LEVEL };
  return { tabName, type: levelType(tabName), content };
}

type Props = {
  mode: LevelFormMode;
  initialValues: LevelFormValues;
  difficulties: Difficulties;
  isSaving: boolean;
  /** Resolves once saved (the screen moves on); rejects with the error for the form to show. */
  onSave: (values: LevelFormValues) => Promise<void>;
  onCancel: () => void;
};

type Option = { value: string; label: string };

/**
 * The list's options, plus the stored value when it is not (or no longer) among them, so the
 * form shows what the level has (a generated level's time, a difficulty since removed).
 */
function withCurrent(options: Option[], current: Option | null) {
  return current && !options.some((o) => o.value === current.value)
    ? [current, ...options]
    : options;
}

const timeOption = (seconds: number, text: ReturnType<typeof useText>): Option => ({
  value: String(seconds),
  label: formatSeconds(seconds, text),
});

/** Add Level and Edit Level (part B §4, §5). */
export function LevelForm({
  mode,
  initialValues,
  difficulties,
  isSaving,
  onSave,
  onCancel,
}: Props) {
  const text = useText();
  const [failure, showFailure] = useExpiringMessage();
  // Controlled: the count fields follow the name, the passing score follows other fields.
  const form = useAppForm<LevelFormValues>({
    initialValues,
    validate: mode.kind === 'add' ? validateNewLevel : validateLevelUpdate(mode.tabName),
  });
  const values = form.getValues();
  const tabName = mode.kind === 'add' ? (values.tabName ?? '') : mode.tabName;
  const isNumbered = isNumberedLevel(tabName);

  /**
   * Part B §4: a change of the minimum attempts or the difficulty fills the passing score in
   * again (never the first load: a stored score stays until the admin changes something). A Mini
   * level keeps its score (the mini game's), and other named levels have no attempts to count.
   */
  const recomputeScore = () => {
    if (isMiniLevel(tabName) || !isNumberedLevel(tabName)) {
      return;
    }
    const score = autoScore(form.getValues(), difficulties);
    if (score !== null) {
      form.setFieldValue('passingScore', score);
    }
  };

  /**
   * Part B §8: a Mini level's (or a game's level's) failed update says so and clears after 5
   * seconds; a numbered level's keeps the server's own message until the next save.
   */
  const isMiniUpdate = mode.kind === 'edit' && !isNumberedLevel(mode.tabName);

  const submit = form.onSubmit(async (submitted) => {
    showFailure(null);
    try {
      await onSave(submitted);
    } catch (error) {
      const message = applyNestedApiError(form, error);
      if (isMiniUpdate) {
        // Said even when the reason also sits under a field: it is gone again in 5 seconds.
        showFailure(levelMessages.miniUpdateFailed(errorMessage(error)));
      } else {
        showFailure(message, { expires: false });
      }
    }
  });

  const difficultyProps = form.getInputProps('difficulty');
  const difficultyOptions = withCurrent(
    difficulties.map((d) => ({ value: d.difficulty, label: d.difficulty })),
    values.difficulty ? { value: values.difficulty, label: values.difficulty } : null,
  );

  return (
    <PageForm onSubmit={submit} failure={failure}>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          {mode.kind === 'add' ? (
            <Select
              label={text('console.levels.form.levelName')}
              required
              data={mode.names}
              allowDeselect={false}
              data-autofocus
              {...form.getInputProps('tabName')}
            />
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              label={text('console.levels.form.passingScore')}
              required
              min={0}
              max={mode.kind === 'add' ? PASSING_SCORE_MAX_ADD : PASSING_SCORE_MAX_EDIT}
              // A computed score over the limit gets the domain's message, never a silent cut.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('passingScore')}
            />
            <Select
              label={text('console.levels.form.time')}
              required
              data={withCurrent(
                LEVEL_TIMES.map((seconds) => timeOption(seconds, text)),
                values.time ? timeOption(Number(values.time), text) : null,
              )}
              allowDeselect={false}
              {...form.getInputProps('time')}
            />
            <Select
              label={text('console.levels.form.difficulty')}
              required
              data={difficultyOptions}
              allowDeselect={false}
              {...difficultyProps}
              onChange={(value) => {
                difficultyProps.onChange(value);
                recomputeScore();
              }}
            />
          </SimpleGrid>
          {isNumbered ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              <AttemptsFields
                form={form}
                group="totalQuestions"
                legend={text('console.levels.form.totalQuestions')}
              />
              <AttemptsFields
                form={form}
                group="minAttempts"
                legend={text('console.levels.form.minAttempts')}
                onChanged={recomputeScore}
              />
            </SimpleGrid>
          ) : tabName ? (
            <MiniLevelField form={form} />
          ) : null}
          {tabName ? <PlayWarning mode={mode} values={values} tabName={tabName} /> : null}
          <Textarea
            label={text('console.levels.form.objective')}
            description={text('console.levels.form.objectiveCount', {
              length: values.goalText.length,
              limit: LEVEL_OBJECTIVE_MAX,
            })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={LEVEL_OBJECTIVE_MAX}
            {...form.getInputProps('goalText')}
          />
          <Switch
            label={text('console.levels.form.isFinal')}
            {...form.getInputProps('final', { type: 'checkbox' })}
          />
        </Stack>
      </Paper>
      <FormActions isBusy={isSaving} onCancel={onCancel} />
    </PageForm>
  );
}

/** Why the level, saved like this, would stay off the participants' map, and where to fix it. */
function PlayWarning({
  mode,
  values,
  tabName,
}: {
  mode: LevelFormMode;
  values: LevelFormValues;
  tabName: string;
}) {
  const text = useText();
  const problems = formPlayProblems(values, playContent(mode, tabName));
  const needsQuestions = problems.some((p) => p.kind === 'questions' || p.kind === 'noItems');
  return (
    <OffMapWarning problems={problems}>
      {needsQuestions && mode.kind === 'add' ? (
        <Text size="sm">{text('console.levels.form.addQuestionsLater')}</Text>
      ) : null}
      {needsQuestions && mode.kind === 'edit' ? (
        <Anchor component={Link} to={mode.detailsPath} size="sm">
          {text('console.levels.form.addQuestionsLink')}
        </Anchor>
      ) : null}
    </OffMapWarning>
  );
}
