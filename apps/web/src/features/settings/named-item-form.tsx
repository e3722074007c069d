import { departmentInputSchema, regionInputSchema } from '@app/domain';
import { TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { SaveForm, useFormSave } from '../../app/ui/save-form';
import { useAppForm } from '../../app/ui/use-app-form';
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
  const schema = catalog.field === 'department' ? departmentInputSchema : regionInputSchema;
  const form = useAppForm<Record<string, string>>({
    mode: 'uncontrolled',
    initialValues: { [catalog.field]: item?.name ?? '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const mutation = useSaveNamedItem(catalog, item?.id ?? null);

  const save = useFormSave(form, mutation, (values) => values[catalog.field] ?? '', onDone);

  return (
    <SaveForm save={save} onCancel={onDone}>
      <TextInput
        label={label}
        required
        data-autofocus
        key={form.key(catalog.field)}
        {...form.getInputProps(catalog.field)}
      />
    </SaveForm>
  );
}
