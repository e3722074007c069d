import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useText } from '../../../i18n/language-switch';

type Props = {
  /** The step's problem (the spec's message) or a failed save. */
  error: ReactNode;
  previousTo?: string | null;
  onNext?: () => void;
  nextLabel?: string;
  isBusy?: boolean;
  /** Next submits the surrounding form instead of calling onNext. */
  isSubmit?: boolean;
};

/** Previous and Next of every wizard and easy-flow step, with the step's error above them. */
export function StepActions({
  error,
  previousTo,
  onNext,
  nextLabel,
  isBusy = false,
  isSubmit = false,
}: Props) {
  const text = useText();
  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        {previousTo ? (
          <Button
            component={Link}
            to={previousTo}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {text('console.events.stepActions.previous')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type={isSubmit ? 'submit' : 'button'}
          onClick={isSubmit ? undefined : onNext}
          loading={isBusy}
          rightSection={<IconArrowRight size={16} />}
        >
          {nextLabel ?? text('console.events.stepActions.next')}
        </Button>
      </Group>
    </Stack>
  );
}
