import { privacyMessages, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '@app/domain';
import { Alert, Loader, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { FormActions } from '../../app/ui/form-actions';
import { useText } from '../../i18n/language-switch';
import { useRetention, useSaveRetention } from './api';

type Props = {
  isOpen: boolean;
  onClose: () => void;
  /** Where focus goes once the modal is gone, when the element that opened it is gone too. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/** The account's retention: how long people of closed games are kept (empty: kept). */
export function RetentionModal({ isOpen, onClose, returnFocusTo }: Props) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={privacyMessages.retentionTitle}
      centered
      returnFocus={!returnFocusTo}
      onExitTransitionEnd={() => returnFocusTo?.current?.focus()}
    >
      {isOpen ? <RetentionForm onDone={onClose} /> : null}
    </Modal>
  );
}

/** A whole number of months in range, or null for an empty field; undefined when invalid. */
export function monthsOf(value: string | number): number | null | undefined {
  if (value === '') {
    return null;
  }
  const months = Number(value);
  return Number.isInteger(months) &&
    months >= RETENTION_MONTHS_MIN &&
    months <= RETENTION_MONTHS_MAX
    ? months
    : undefined;
}

function RetentionForm({ onDone }: { onDone: () => void }) {
  const text = useText();
  const current = useRetention();
  const save = useSaveRetention();
  const [value, setValue] = useState<string | number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (current.data && value === null) {
      setValue(current.data.retentionMonths ?? '');
    }
  }, [current.data, value]);

  if (current.isPending) {
    return <Loader size="sm" aria-label={text('console.privacy.retention.loading')} />;
  }
  if (current.isError) {
    return <Alert color="red">{errorMessage(current.error)}</Alert>;
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const months = monthsOf(value ?? '');
    if (months === undefined) {
      setError(privacyMessages.retentionRange);
      return;
    }
    setError(null);
    save.mutate(
      { retentionMonths: months },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: privacyMessages.retentionSaved });
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {privacyMessages.retentionIntro}
        </Text>
        <NumberInput
          label={privacyMessages.retentionLabel}
          description={privacyMessages.retentionHint}
          placeholder={privacyMessages.retentionKeep}
          value={value ?? ''}
          onChange={setValue}
          min={RETENTION_MONTHS_MIN}
          max={RETENTION_MONTHS_MAX}
          allowDecimal={false}
          allowNegative={false}
          error={error}
          data-autofocus
        />
        <FormActions isBusy={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
