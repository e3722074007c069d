import { Alert, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type FormEvent, type ReactNode, useState } from 'react';
import { applyApiError } from './api-form-error';
import { FormActions } from './form-actions';

type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };
/** The part of a TanStack mutation a form needs. */
type Mutation<I> = { mutate: (input: I, callbacks: Callbacks) => void; isPending: boolean };

/**
 * The save of a catalog or settings form: the checked values go to the mutation as its input;
 * a refusal lands under its field or, without one, above the form (`failure`).
 */
export function useFormSave<V extends Record<string, unknown>, I>(
  form: UseFormReturnType<V>,
  mutation: Mutation<I>,
  toInput: (values: V) => I,
  onDone: () => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(toInput(values), {
      onSuccess: onDone,
      onError: (error) => setFailure(applyApiError(form, error)),
    });
  });
  return { failure, onSubmit, isSaving: mutation.isPending };
}

export type FormSave = {
  failure: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  isSaving: boolean;
};

type Props = {
  save: FormSave;
  onCancel: () => void;
  /** False while a part of the form is still busy (a logo uploading). */
  canSave?: boolean;
  children: ReactNode;
};

/** A modal's form: the refusal above, the fields, then Cancel and Save. */
export function SaveForm({ save, onCancel, canSave, children }: Props) {
  return (
    <form noValidate onSubmit={save.onSubmit}>
      <Stack gap="sm">
        {save.failure ? <Alert color="red">{save.failure}</Alert> : null}
        {children}
        <FormActions isBusy={save.isSaving} canSave={canSave} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
