import { type MiniScreenGame, miniScreenMessages } from '@app/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { useText } from '../../i18n/language-switch';
import { ScreenFrame } from '../levels/screen-frame';
import { useSaveMiniScreen } from './api';
import { type MiniScreenFormValues, newMiniScreenValues, toMiniScreenInput } from './form-values';
import { MiniScreenForm } from './mini-screen-form';
import { MiniScreenGate } from './mini-screen-gate';
import { useGoBack } from './use-go-back';

function AddForm({ miniGame, onDone }: { miniGame: MiniScreenGame; onDone: () => void }) {
  const save = useSaveMiniScreen(miniGame, null);
  const onSave = async (values: MiniScreenFormValues) => {
    await save.mutateAsync(toMiniScreenInput(miniGame, values));
    notifications.show({ color: 'green', message: miniScreenMessages.screenSaved });
    onDone();
  };
  return (
    <MiniScreenForm
      miniGame={miniGame}
      isNew
      initialValues={newMiniScreenValues(miniGame)}
      isSaving={save.isPending}
      onSave={onSave}
      onCancel={onDone}
    />
  );
}

/**
 * /admin/levels/mini-game-add-question/:lName/:questionIndex: a new screen of Mini 1–4, numbered
 * by the server after the last (questionIndex is the number the list expected).
 */
export function AddMiniGameScreen() {
  const text = useText();
  usePageTitle(text('console.miniScreens.add.title'));
  const params = useParams();
  const levelName = params.lName ?? '';
  const { goBack, backLink } = useGoBack(levelName);
  return (
    <ScreenFrame
      title={text('console.miniScreens.add.title')}
      narrow
      back={backLink(text('console.miniScreens.add.back'))}
      subtitle={
        <Text c="dimmed" size="sm">
          {text('console.miniScreens.add.subtitle', { level: levelName })}
        </Text>
      }
    >
      <MiniScreenGate levelName={levelName} onBack={goBack}>
        {(miniGame) => <AddForm miniGame={miniGame} onDone={goBack} />}
      </MiniScreenGate>
    </ScreenFrame>
  );
}
