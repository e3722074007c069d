import { PARTICIPANT_EMAIL_MAX, PARTICIPANT_NAME_MAX } from '@app/domain';
import { Checkbox, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { toLocalInput } from '../../app/dates';
import { departmentCatalog, regionCatalog, useNamedItems } from '../settings/api';
import { type FormValues, USER_INFO_FIELDS } from './form-values';
import type { AreaLabels } from './labels';

type Form = UseFormReturnType<FormValues>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** The settings list, plus the stored value when it is not (or no longer) in it. */
function options(items: { name: string }[] | undefined, current: string): string[] {
  const list = (items ?? []).map((i) => i.name);
  return current && !list.includes(current) ? [current, ...list] : list;
}

type AreaProps = {
  form: Form;
  field: 'department' | 'region';
  label: string;
  required: boolean;
  items: { name: string }[] | undefined;
  isLoading: boolean;
};

function AreaSelect({ form, field, label, required, items, isLoading }: AreaProps) {
  const value = form.getValues()[field];
  return (
    <Select
      label={label}
      required={required}
      data={options(items, value)}
      placeholder={isLoading ? 'Loading…' : 'Choose'}
      searchable
      clearable={!required}
      nothingFoundMessage="Nothing found"
      {...form.getInputProps(field)}
      // Empty is stored as '' but is "nothing chosen" to the Select (no clear button).
      value={value || null}
      onChange={(next) => form.setFieldValue(field, next ?? '')}
    />
  );
}

type DetailsProps = {
  form: Form;
  isEdit: boolean;
  labels: AreaLabels;
  required: { department: boolean; region: boolean };
};

export function DetailsSection({ form, isEdit, labels, required }: DetailsProps) {
  const departments = useNamedItems(departmentCatalog);
  const regions = useNamedItems(regionCatalog);
  return (
    <Section title="Participant">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Name"
          required
          maxLength={PARTICIPANT_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          required={!isEdit}
          readOnly={isEdit}
          variant={isEdit ? 'filled' : 'default'}
          description={isEdit ? 'The e-mail cannot be changed.' : undefined}
          maxLength={PARTICIPANT_EMAIL_MAX}
          {...form.getInputProps('email')}
        />
        <AreaSelect
          form={form}
          field="department"
          label={labels.department}
          required={required.department}
          items={departments.data}
          isLoading={departments.isPending}
        />
        <AreaSelect
          form={form}
          field="region"
          label={labels.region}
          required={required.region}
          items={regions.data}
          isLoading={regions.isPending}
        />
      </SimpleGrid>
    </Section>
  );
}

export function ExpirySection({ form }: { form: Form }) {
  const { canExpire } = form.getValues();
  return (
    <Section title="Expiry">
      <Checkbox
        label="Can expire"
        checked={canExpire}
        onChange={(e) => {
          const checked = e.currentTarget.checked;
          form.setFieldValue('canExpire', checked);
          // Part A §5: unticking clears the date.
          if (!checked) {
            form.setFieldValue('expiryDate', '');
            form.clearFieldError('expiryDate');
          }
        }}
      />
      <TextInput
        type="datetime-local"
        label="Expiry date"
        description="The participant cannot play after this date and time."
        disabled={!canExpire}
        required={canExpire}
        min={toLocalInput(new Date().toISOString())}
        maw={{ base: '100%', sm: 320 }}
        {...form.getInputProps('expiryDate')}
      />
    </Section>
  );
}

export function UserInfoSection({ form }: { form: Form }) {
  return (
    <Section title="Additional information">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {USER_INFO_FIELDS.map(({ field, label }) => (
          <TextInput key={field} label={label} maxLength={100} {...form.getInputProps(field)} />
        ))}
      </SimpleGrid>
    </Section>
  );
}
