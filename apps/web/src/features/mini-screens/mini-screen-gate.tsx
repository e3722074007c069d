import type { MiniScreenGame } from '@app/domain';
import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../../app/session';
import { isMiniScreenGame } from './labels';

type Props = {
  levelName: string;
  onBack: () => void;
  /** The form, for the super admin and a level named Mini 1–4. */
  children: (miniGame: MiniScreenGame) => ReactNode;
};

export function GoBackAlert({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <Alert color="yellow" role="alert">
      <Stack gap="xs" align="flex-start">
        <span>{message}</span>
        <Button size="xs" variant="light" color="yellow" onClick={onBack}>
          Go back
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
  const user = useSignedInUser();
  if (user.role !== 'superAdmin') {
    return (
      <GoBackAlert
        message="Only the super admin edits mini-game screens: every game that plays the mini game shows them."
        onBack={onBack}
      />
    );
  }
  if (!isMiniScreenGame(levelName)) {
    return (
      <GoBackAlert
        message={`${levelName || 'This level'} has no mini-game screens: only Mini 1 to Mini 4 have them.`}
        onBack={onBack}
      />
    );
  }
  return children(levelName);
}
