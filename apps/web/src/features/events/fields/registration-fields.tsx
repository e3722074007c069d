import { ALWAYS_ON_FIELDS, OPTIONAL_FIELDS, type ProjectType } from '@app/domain';
import { Checkbox, Divider, SimpleGrid, Stack } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import { alwaysOnLabels } from './labels';

type Props = { value: string[]; onChange: (value: string[]) => void; projectType: ProjectType };

/** What a new registration always holds, whatever was stored before. */
export function withAlwaysOn(fields: string[] | undefined): string[] {
  const rest = (fields ?? []).filter((f) => !(ALWAYS_ON_FIELDS as readonly string[]).includes(f));
  return [...ALWAYS_ON_FIELDS, ...rest];
}

/**
 * The fields participants fill in when they register (part B §2): Full Name and Email Address
 * always on and read-only; 'Mark All Fields' toggles the edition's optional ones.
 */
export function RegistrationFields({ value, onChange, projectType }: Props) {
  const text = useText();
  const optional = OPTIONAL_FIELDS[projectType];
  const checkedCount = optional.filter((f) => value.includes(f.key)).length;
  const allChecked = checkedCount === optional.length;
  const toggle = (key: string, checked: boolean) =>
    onChange(checked ? [...value, key] : value.filter((f) => f !== key));
  return (
    <Stack gap="md">
      <Checkbox
        label={text('console.events.registrationFields.markAll')}
        checked={allChecked}
        indeterminate={checkedCount > 0 && !allChecked}
        onChange={(event) => {
          const others = value.filter((f) => !optional.some((o) => o.key === f));
          onChange(
            event.currentTarget.checked ? [...others, ...optional.map((o) => o.key)] : others,
          );
        }}
      />
      <Divider />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {ALWAYS_ON_FIELDS.map((key) => (
          <Checkbox
            key={key}
            label={text(alwaysOnLabels[key])}
            description={text('console.events.registrationFields.alwaysCollected')}
            checked
            disabled
            readOnly
          />
        ))}
        {optional.map((field) => (
          <Checkbox
            key={field.key}
            label={field.label}
            checked={value.includes(field.key)}
            onChange={(event) => toggle(field.key, event.currentTarget.checked)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
