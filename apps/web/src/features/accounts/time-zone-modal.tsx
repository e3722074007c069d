import { accountMessages, authMessages } from '@app/domain';
import { Alert, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type RefObject, useEffect, useMemo, useState } from 'react';
import { errorMessage, isApiError } from '../../app/api-client';
import { FormActions } from '../../app/ui/form-actions';
import { useText } from '../../i18n/language-switch';
import { timeZoneOptions, useAccountTimeZone, useSaveTimeZone } from './time-zone';

type Props = {
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes once the modal is gone, when the element that opened it is gone too. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * The account's time zone: the server decides "today" for launch dates in it. It starts as the
 * registering browser's zone; an admin who moves (or registered while travelling) changes it.
 */
export function TimeZoneModal({ isOpen, onClose, returnFocusTo }: Props) {
  const text = useText();
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={text('console.accounts.timeZone.title')}
      centered
      returnFocus={!returnFocusTo}
      onExitTransitionEnd={() => returnFocusTo?.current?.focus()}
    >
      {isOpen ? <TimeZoneForm onDone={onClose} /> : null}
    </Modal>
  );
}

function TimeZoneForm({ onDone }: { onDone: () => void }) {
  const text = useText();
  const current = useAccountTimeZone();
  const save = useSaveTimeZone();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (current.data && value === null) {
      setValue(current.data);
    }
  }, [current.data, value]);
  const options = useMemo(() => timeZoneOptions(current.data ?? null), [current.data]);

  if (current.isPending) {
    return <Loader size="sm" aria-label={text('console.accounts.timeZone.loading')} />;
  }
  if (current.isError) {
    return <Alert color="red">{errorMessage(current.error)}</Alert>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) {
      setError(authMessages.invalidTimeZone);
      return;
    }
    setError(null);
    save.mutate(value, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: accountMessages.timeZoneSaved });
        onDone();
      },
      onError: (failure) => {
        const fieldMessage = isApiError(failure) ? failure.fields.timeZone : undefined;
        setError(fieldMessage ?? errorMessage(failure));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {text('console.accounts.timeZone.explanation')}
        </Text>
        <Select
          label={text('console.accounts.timeZone.label')}
          data={options}
          value={value}
          onChange={setValue}
          searchable
          nothingFoundMessage={text('console.accounts.timeZone.nothingFound')}
          allowDeselect={false}
          required
          error={error}
          limit={50}
          data-autofocus
        />
        <FormActions isBusy={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
