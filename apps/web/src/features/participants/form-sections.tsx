import { PARTICIPANT_EMAIL_MAX, PARTICIPANT_NAME_MAX } from '@app/domain';
import { Checkbox, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { toLocalInput } from '../../app/dates';
import { useText } from '../../i18n/language-switch';
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
  const text = useText();
  const value = form.getValues()[field];
  return (
    <Select
      label={label}
      required={required}
      data={options(items, value)}
      placeholder={
        isLoading
          ? text('console.participants.form.loadingOptions')
          : text('console.participants.form.choose')
      }
      searchable
      clearable={!required}
      nothingFoundMessage={text('console.participants.form.nothingFound')}
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
  const text = useText();
  const departments = useNamedItems(departmentCatalog);
  const regions = useNamedItems(regionCatalog);
  return (
    <Section title={text('console.participants.form.participant')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={text('console.participants.form.name')}
          required
          maxLength={PARTICIPANT_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={text('console.participants.form.email')}
          type="email"
          required={!isEdit}
          readOnly={isEdit}
          variant={isEdit ? 'filled' : 'default'}
          description={isEdit ? text('console.participants.form.emailReadOnly') : undefined}
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
  const text = useText();
  const { canExpire } = form.getValues();
  return (
    <Section title={text('console.participants.form.expiry')}>
      <Checkbox
        label={text('console.participants.form.canExpire')}
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
        label={text('console.participants.form.expiryDate')}
        description={text('console.participants.form.expiryDateHint')}
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
  const text = useText();
  return (
    <Section title={text('console.participants.form.additionalInformation')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {USER_INFO_FIELDS.map(({ field, label }) => (
          <TextInput
            key={field}
            label={text(label)}
            maxLength={100}
            {...form.getInputProps(field)}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}
