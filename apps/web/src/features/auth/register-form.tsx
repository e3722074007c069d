import {
  authMessages,
  countryNames,
  type RegisterInput,
  registerSchema,
  registrationFailureMessage,
} from '@app/domain';
import { Alert, Button, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../app/api-client';
import { useAppForm } from '../../app/ui/use-app-form';
import { browserTimeZone, registerAccount } from './api';
import { NewPasswordFields } from './password-fields';

export type RegisterFormValues = Omit<RegisterInput, 'terms' | 'free' | 'timeZone'> & {
  terms: boolean;
};

/** Named by the browser's own data (Intl.DisplayNames), once per page load. */
const countries = countryNames();

const emptyValues: RegisterFormValues = {
  name: '',
  jobTitle: '',
  email: '',
  companyName: '',
  country: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

const schemaErrors = schemaResolver(registerSchema, { sync: true });

/** The domain schema alone: it reports 'Password do not match' even while other fields are empty. */
export function validateRegisterForm(values: RegisterFormValues): FormErrors {
  return schemaErrors(values);
}

type Props = {
  /** The spec's "free query" (?free=true or ?plan=free). */
  isFree: boolean;
  onRegistered: (message: string) => void;
};

export function RegisterForm({ isFree, onRegistered }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<RegisterFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyValues,
    validate: validateRegisterForm,
    validateInputOnBlur: true,
  });
  const mutation = useMutation({
    mutationFn: registerAccount,
    onSuccess: (data) => onRegistered(data.message || authMessages.registrationSuccess),
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      form.setErrors(fields);
      // Part B §8: a failure without a message of its own is 'Password/Email Incorrect'.
      const message =
        error instanceof ApiError
          ? registrationFailureMessage(error)
          : authMessages.registrationFailed;
      // A message already shown under its field is not repeated above the form.
      setFailure(Object.values(fields).includes(message) ? null : message);
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    // DESIGN §6.14: the account's "today" on the server is in the registering browser's zone.
    const timeZone = browserTimeZone();
    mutation.mutate({
      ...values,
      terms: true,
      ...(isFree ? { free: true } : {}),
      ...(timeZone ? { timeZone } : {}),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Name"
            autoComplete="name"
            required
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Job Title"
            autoComplete="organization-title"
            required
            key={form.key('jobTitle')}
            {...form.getInputProps('jobTitle')}
          />
        </SimpleGrid>
        <TextInput
          label="Work E-mail"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Company"
            autoComplete="organization"
            required
            key={form.key('companyName')}
            {...form.getInputProps('companyName')}
          />
          <Select
            label="Country"
            placeholder="Select your country"
            data={countries}
            searchable
            nothingFoundMessage="No country found"
            required
            key={form.key('country')}
            {...form.getInputProps('country')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NewPasswordFields form={form} label="Password" />
        </SimpleGrid>
        <Checkbox
          label="I accept the terms and conditions"
          key={form.key('terms')}
          {...form.getInputProps('terms', { type: 'checkbox' })}
        />
        <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
