import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { type FormSave, SaveForm, useFormSave } from '../../app/ui/save-form';
import { useText } from '../../i18n/language-switch';
import { LogoPicker } from './logo-picker';
import type { LogoField } from './use-logo-field';

type Callbacks = { onSuccess: () => void; onError: (error: Error) => void };
type WithLogo<I> = I & { imageFileId?: string | null };
type Mutation<I> = {
  mutate: (input: WithLogo<I>, callbacks: Callbacks) => void;
  isPending: boolean;
};

/**
 * The save of a catalog item with a logo (mini games, cognitive and aptitude games): the input
 * goes with the logo's change, and only when it changed (undefined keeps the stored logo).
 */
export function useLogoItemSave<V extends Record<string, unknown>, I extends object>(options: {
  form: UseFormReturnType<V>;
  logo: LogoField;
  mutation: Mutation<I>;
  /** The typed values as the API's input. */
  toInput: (values: V) => I;
  onDone: () => void;
}) {
  const { form, logo, mutation, toInput, onDone } = options;
  return useFormSave(
    form,
    mutation,
    (values): WithLogo<I> =>
      logo.fileId === undefined
        ? toInput(values)
        : { ...toInput(values), imageFileId: logo.fileId },
    onDone,
  );
}

type Props<V extends { name: string }> = {
  form: UseFormReturnType<V>;
  save: FormSave;
  logo: LogoField;
  logoLabel?: string;
  onCancel: () => void;
  /** The field beside Name on wide screens. */
  besideName: ReactNode;
  /** Fields between the name row and the logo. */
  children?: ReactNode;
};

/** Name and its neighbour, the item's own fields, the logo, then Save and Cancel. */
export function LogoItemForm<V extends { name: string }>(props: Props<V>) {
  const text = useText();
  const { form, logo } = props;
  return (
    <SaveForm save={props.save} onCancel={props.onCancel} canSave={!logo.isBusy}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={text('console.catalog.logoItemForm.name')}
          required
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        {props.besideName}
      </SimpleGrid>
      {props.children}
      <LogoPicker field={logo} label={props.logoLabel} />
    </SaveForm>
  );
}
