import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useEventDetail } from '../../app/event-query';
import { QueryError } from '../../app/ui/list-state';
import { useText } from '../../i18n/language-switch';
import { ScreenLoading } from './screen-frame';
import { useCanEditLevels } from './use-can-edit';

export const READ_ONLY_TITLE = 'View only';
export const READ_ONLY_MESSAGE =
  'This game belongs to another account: you can look at its levels and questions, but only its own admins can change them.';

type Props = {
  eventId: string;
  /** The screen's way back, offered instead of the form. */
  back: { to: string; label: string };
  /** The form, only for a caller who may change the event's levels and questions. */
  children: ReactNode;
};

/**
 * Add Level, Edit Level, Add Question and Edit Question: a caller who may not change the event
 * (the super admin on another account's event) is told so and given a way back, instead of a
 * form that could only fail on Save with 403. While the event loads, the loader shows.
 */
export function LevelsEditGate({ eventId, back, children }: Props) {
  const text = useText();
  const event = useEventDetail(eventId);
  const canEdit = useCanEditLevels(eventId);
  if (!event.data) {
    return event.isError ? (
      <QueryError query={event} noun={text('console.levels.gate.eventNoun')} />
    ) : (
      <ScreenLoading label={text('console.levels.gate.loading')} />
    );
  }
  if (canEdit) {
    return children;
  }
  return (
    <Alert color="blue" title={READ_ONLY_TITLE} icon={<IconEye />}>
      <Stack gap="xs" align="flex-start">
        <span>{READ_ONLY_MESSAGE}</span>
        <Button
          component={Link}
          to={back.to}
          size="xs"
          variant="light"
          leftSection={<IconArrowLeft size={14} />}
        >
          {back.label}
        </Button>
      </Stack>
    </Alert>
  );
}
