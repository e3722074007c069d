import { questionMessages } from '@app/domain';
import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../app/page-title';
import { useText } from '../../../i18n/language-switch';
import { LevelsEditGate } from '../edit-gate';
import { levelTitle } from '../labels';
import { levelDetailsPath } from '../paths';
import { ScreenFrame, ScreenLoading } from '../screen-frame';
import { useCanEditLevels } from '../use-can-edit';
import { useSaveQuestion } from './api';
import { QuestionForm } from './question-form';
import {
  type QuestionFormValues,
  storedQuestionValues,
  toQuestionInput,
} from './question-form-values';
import { QuestionLevelGate } from './question-level-gate';
import { useDeleteQuestion } from './use-delete-question';

/**
 * /admin/levels/:ID/edit-question/:count/:eventId/:lName: one question of the level (ID is its
 * uuid, count its number in the level).
 */
export function EditQuestionScreen() {
  const text = useText();
  usePageTitle(text('console.levels.question.edit.title'));
  const params = useParams();
  const questionId = params.ID ?? '';
  const eventId = params.eventId ?? '';
  const levelName = params.lName ?? '';
  const number = Number(params.count);
  const navigate = useNavigate();
  const canEdit = useCanEditLevels(eventId);
  const save = useSaveQuestion(eventId, levelName, questionId);
  const back = levelDetailsPath(eventId, levelName);
  const backLink = {
    to: back,
    label: text('console.levels.backToLevel', { level: levelTitle(levelName, text) }),
  };
  const { confirmDelete, isDeleting } = useDeleteQuestion(eventId, levelName, () => {
    void navigate(back);
  });
  const deleting = isDeleting(questionId);

  const onSave = async (values: QuestionFormValues) => {
    await save.mutateAsync(toQuestionInput(values));
    notifications.show({ color: 'green', message: questionMessages.saved });
    await navigate(back);
  };

  return (
    <ScreenFrame
      title={
        Number.isInteger(number) && number > 0
          ? text('console.levels.question.edit.titleNumbered', { number })
          : text('console.levels.question.edit.title')
      }
      narrow
      back={backLink}
      actions={
        canEdit ? (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            loading={deleting}
            onClick={() => confirmDelete({ id: questionId, number })}
          >
            {text('console.levels.question.edit.delete')}
          </Button>
        ) : null
      }
    >
      <LevelsEditGate eventId={eventId} back={backLink}>
        <QuestionLevelGate eventId={eventId} levelName={levelName}>
          {(detail) => {
            const question = detail.questions.find((q) => q.id === questionId);
            if (deleting) {
              // Gone from the refetched level before the screen leaves: not a missing question.
              return <ScreenLoading label={text('console.levels.question.edit.deleting')} />;
            }
            if (!question) {
              return (
                <Alert color="red" role="alert">
                  {questionMessages.questionNotFound}
                </Alert>
              );
            }
            return (
              <QuestionForm
                initialValues={storedQuestionValues(question)}
                competencies={detail.competencies}
                isSaving={save.isPending}
                onSave={onSave}
                onCancel={() => void navigate(back)}
              />
            );
          }}
        </QuestionLevelGate>
      </LevelsEditGate>
    </ScreenFrame>
  );
}
