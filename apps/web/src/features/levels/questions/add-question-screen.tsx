import { nextQuestionNumber, questionMessages } from '@app/domain';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import { useText } from '../../../i18n/language-switch';
import { LevelsEditGate } from '../edit-gate';
import { levelTitle } from '../labels';
import { levelDetailsPath } from '../paths';
import { ScreenFrame } from '../screen-frame';
import { useSaveQuestion } from './api';
import { QuestionForm } from './question-form';
import {
  newQuestionValues,
  type QuestionFormValues,
  toQuestionInput,
} from './question-form-values';
import { QuestionLevelGate } from './question-level-gate';

/** /admin/levels/:lName/add-question/:eventId: a new Question, Email or SMS of the level. */
export function AddQuestionScreen() {
  const text = useText();
  usePageTitle(text('console.levels.addQuestion'));
  const params = useParams();
  const eventId = params.eventId ?? '';
  const levelName = params.lName ?? '';
  const navigate = useNavigate();
  const save = useSaveQuestion(eventId, levelName, null);
  const back = levelDetailsPath(eventId, levelName);
  const backLink = {
    to: back,
    label: text('console.levels.backToLevel', { level: levelTitle(levelName, text) }),
  };

  const onSave = async (values: QuestionFormValues) => {
    await save.mutateAsync(toQuestionInput(values));
    notifications.show({ color: 'green', message: questionMessages.saved });
    await navigate(back);
  };

  return (
    <ScreenFrame title={text('console.levels.addQuestion')} narrow back={backLink}>
      <LevelsEditGate eventId={eventId} back={backLink}>
        <QuestionLevelGate eventId={eventId} levelName={levelName}>
          {(detail) => (
            <Stack gap="sm">
              <Text c="dimmed" size="sm">
                {text('console.levels.question.add.subtitle', {
                  number: nextQuestionNumber(detail.questions.map((q) => q.number)),
                  level: levelTitle(levelName, text),
                })}
              </Text>
              <QuestionForm
                initialValues={newQuestionValues()}
                competencies={detail.competencies}
                isSaving={save.isPending}
                onSave={onSave}
                onCancel={() => void navigate(back)}
              />
            </Stack>
          )}
        </QuestionLevelGate>
      </LevelsEditGate>
    </ScreenFrame>
  );
}
