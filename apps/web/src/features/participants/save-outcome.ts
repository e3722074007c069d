import { participantMessages, usersLimitLine } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api-client';
import { isWrongEvent } from '../../app/wrong-event';
import { usersListPath } from './labels';

/**
 * The refusals a save answers by leaving the form: the plan's user limit ('Oops...', then the
 * list, part A §8) and another account's event (useWrongEventRedirect goes to the dashboard).
 * Returns true when the error was handled so; other errors belong under the form.
 */
export function useLeavingRefusals(eventId: string) {
  const navigate = useNavigate();
  return (error: unknown): boolean => {
    if (error instanceof ApiError && error.code === 'MAX_USERS') {
      notifications.show({
        color: 'red',
        title: participantMessages.maxUsersTitle,
        message: usersLimitLine(error.message),
        autoClose: 8000,
      });
      void navigate(usersListPath(eventId));
      return true;
    }
    return isWrongEvent(error);
  };
}
