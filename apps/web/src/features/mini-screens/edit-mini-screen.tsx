import { type MiniScreenGame, miniScreenMessages } from '@app/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useParams } from 'react-router';
import { isApiError } from '../../app/api-client';
import { usePageTitle } from '../../app/page-title';
import { useText } from '../../i18n/language-switch';
import { LoadFailed, ScreenFrame, ScreenLoading } from '../levels/screen-frame';
import { useMiniScreen, useSaveMiniScreen } from './api';
import {
  type MiniScreenFormValues,
  storedMiniScreenValues,
  toMiniScreenInput,
} from './form-values';
import { MiniScreenForm } from './mini-screen-form';
import { GoBackAlert, MiniScreenGate } from './mini-screen-gate';
import { useGoBack } from './use-go-back';

type FormProps = { miniGame: MiniScreenGame; questionNumber: number; onDone: () => void };

function EditForm({ miniGame, questionNumber, onDone }: FormProps) {
  const text = useText();
  const screen = useMiniScreen(miniGame, questionNumber);
  const save = useSaveMiniScreen(miniGame, questionNumber);
  if (screen.isPending) {
    return <ScreenLoading label={text('console.miniScreens.edit.loading')} />;
  }
  if (screen.isError) {
    return isApiError(screen.error, 404) ? (
      <GoBackAlert message={screen.error.message} onBack={onDone} />
    ) : (
      <LoadFailed error={screen.error} onRetry={() => void screen.refetch()} />
    );
  }
  const onSave = async (values: MiniScreenFormValues) => {
    await save.mutateAsync(toMiniScreenInput(miniGame, values));
    notifications.show({ color: 'green', message: miniScreenMessages.screenSaved });
    onDone();
  };
  return (
    <MiniScreenForm
      miniGame={miniGame}
      isNew={false}
      initialValues={storedMiniScreenValues(screen.data)}
      isSaving={save.isPending}
      onSave={onSave}
      onCancel={onDone}
    />
  );
}

/** /admin/levels/mini-game-edit-question/:lName/:questionIndex: one screen (its number). */
export function EditMiniGameScreen() {
  const text = useText();
  usePageTitle(text('console.miniScreens.edit.title'));
  const params = useParams();
  const levelName = params.lName ?? '';
  const questionNumber = Number(params.questionIndex);
  const isNumber = Number.isInteger(questionNumber) && questionNumber > 0;
  const { goBack, backLink } = useGoBack(levelName);
  return (
    <ScreenFrame
      title={text('console.miniScreens.edit.title')}
      narrow
      back={backLink(text('console.miniScreens.edit.back'))}
      subtitle={
        isNumber ? (
          <Text c="dimmed" size="sm">
            {text('console.miniScreens.edit.subtitle', {
              number: questionNumber,
              level: levelName,
            })}
          </Text>
        ) : null
      }
    >
      <MiniScreenGate levelName={levelName} onBack={goBack}>
        {(miniGame) =>
          isNumber ? (
            <EditForm
              key={`${miniGame}-${questionNumber}`}
              miniGame={miniGame}
              questionNumber={questionNumber}
              onDone={goBack}
            />
          ) : (
            <GoBackAlert message={miniScreenMessages.noSuchDocument} onBack={goBack} />
          )
        }
      </MiniScreenGate>
    </ScreenFrame>
  );
}
