import type { MiniScreenGame } from '@app/domain';
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../../app/session';
import { useText } from '../../i18n/language-switch';
import { isMiniScreenGame } from './labels';

type Props = {
  levelName: string;
  onBack: () => void;
  /** The form, for the super admin and a level named Mini 1–4. */
  children: (miniGame: MiniScreenGame) => ReactNode;
};

export function GoBackAlert({ message, onBack }: { message: string; onBack: () => void }) {
  const text = useText();
  return (
    <Alert color="yellow" role="alert">
      <Stack gap="xs" align="flex-start">
        <span>{message}</span>
        <Button size="xs" variant="light" color="yellow" onClick={onBack}>
          {text('console.miniScreens.gate.goBack')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Mini-game screens are catalog content: only the super admin changes them (the API answers
 * anyone else 403), so nobody else is shown a form they could not save.
 */
export function MiniScreenGate({ levelName, onBack, children }: Props) {
  const text = useText();
  const user = useSignedInUser();
  if (user.role !== 'superAdmin') {
    return (
      <GoBackAlert message={text('console.miniScreens.gate.superAdminOnly')} onBack={onBack} />
    );
  }
  if (!isMiniScreenGame(levelName)) {
    return (
      <GoBackAlert
        message={
          levelName
            ? text('console.miniScreens.gate.noScreens', { level: levelName })
            : text('console.miniScreens.gate.noScreensUnnamed')
        }
        onBack={onBack}
      />
    );
  }
  return children(levelName);
}
