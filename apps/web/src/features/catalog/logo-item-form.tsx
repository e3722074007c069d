import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { LogoPicker } from './logo-picker';
import type { LogoField } from './use-logo-field';

type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };
type WithLogo<I> = I & { imageFileId?: string | null };

type Mutation<I> = {
  mutate: (input: WithLogo<I>, callbacks: Callbacks) => void;
  isPending: boolean;
};

type Options<V extends Record<string, unknown>, I> = {
  form: UseFormReturnType<V>;
  logo: LogoField;
  mutation: Mutation<I>;
  /** The typed values as the API's input. */
  toInput: (values: V) => I;
  onDone: () => void;
};

/**
 * The save of a catalog item with a logo (mini games, cognitive and aptitude games): the input
 * goes with the logo's change (only when it changed), and a refusal lands under its field or,
 * without one, above the form.
 */
export function useLogoItemSave<V extends Record<string, unknown>, I extends object>({
  form,
  logo,
  mutation,
  toInput,
  onDone,
}: Options<V, I>) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.onSubmit((values) => {
    setFailure(null);
    const input: WithLogo<I> =
      logo.fileId === undefined
        ? toInput(values)
        : { ...toInput(values), imageFileId: logo.fileId };
    mutation.mutate(input, {
      onSuccess: onDone,
      onError: (error) => setFailure(applyApiError(form, error)),
    });
  });
  return { failure, onSubmit };
}

type Props<V extends { name: string }> = {
  form: UseFormReturnType<V>;
  save: ReturnType<typeof useLogoItemSave>;
  logo: LogoField;
  logoLabel?: string;
  isSaving: boolean;
  onCancel: () => void;
  /** The field beside Name on wide screens. */
  besideName: ReactNode;
  /** Fields between the name row and the logo. */
  children?: ReactNode;
};

/** Name and its neighbour, the item's own fields, the logo, then Save and Cancel. */
export function LogoItemForm<V extends { name: string }>(props: Props<V>) {
  const { form, save, logo } = props;
  return (
    <form noValidate onSubmit={save.onSubmit}>
      <Stack gap="sm">
        {save.failure ? <Alert color="red">{save.failure}</Alert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Name"
            required
            data-autofocus
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          {props.besideName}
        </SimpleGrid>
        {props.children}
        <LogoPicker field={logo} label={props.logoLabel} />
        <FormActions isBusy={props.isSaving} canSave={!logo.isBusy} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
