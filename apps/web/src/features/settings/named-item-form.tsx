import { departmentInputSchema, regionInputSchema } from '@app/domain';
import { Alert, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { type NameCatalog, type NamedItem, useSaveNamedItem } from './api';

type Props = {
  catalog: NameCatalog;
  /** 'Department' or 'Region': the field's label. */
  label: string;
  item: NamedItem | null;
  onDone: () => void;
};

/** Add or rename a department or region. The value goes as typed: the server capitalises it. */
export function NamedItemForm({ catalog, label, item, onDone }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const schema = catalog.field === 'department' ? departmentInputSchema : regionInputSchema;
  const form = useForm<Record<string, string>>({
    mode: 'uncontrolled',
    initialValues: { [catalog.field]: item?.name ?? '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const mutation = useSaveNamedItem(catalog, item?.id ?? null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(values[catalog.field] ?? '', {
      onSuccess: onDone,
      onError: (error) => setFailure(applyApiError(form, error)),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <TextInput
          label={label}
          required
          data-autofocus
          key={form.key(catalog.field)}
          {...form.getInputProps(catalog.field)}
        />
        <FormActions isBusy={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
