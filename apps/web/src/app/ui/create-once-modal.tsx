import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useText } from '../../i18n/language-switch';
import { errorMessage } from '../api-client';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What was created, shown once (a ShownOnce); null while the form is still open. */
  shown: ReactNode | null;
  onSubmit: (event: FormEvent) => void;
  mutation: { isError: boolean; error: unknown; isPending: boolean };
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * A dialog that creates something whose secret is shown only once: the form first, then the
 * secret. A click outside cannot close it while the secret shows, so it is not lost by mistake.
 */
export function CreateOnceModal({
  opened,
  onClose,
  title,
  shown,
  onSubmit,
  mutation,
  submitLabel,
  children,
}: Props) {
  const text = useText();
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeOnClickOutside={!shown} size="lg">
      {shown ?? (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {children}
            {mutation.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(mutation.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {text('console.ui.createOnce.cancel')}
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
