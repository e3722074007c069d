import {
  authMessages,
  countryOptions,
  intlLocales,
  type Locale,
  type RegisterInput,
  registerSchema,
  registrationFailureMessage,
} from '@app/domain';
import { Alert, Button, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../../app/api-client';
import { useAppForm } from '../../app/ui/use-app-form';
import { usePageLocale } from '../../i18n/page-locale';
import { browserTimeZone, registerAccount } from './api';
import { useAuthText } from './auth-text';
import { NewPasswordFields } from './password-fields';

export type RegisterFormValues = Omit<RegisterInput, 'terms' | 'free' | 'timeZone'> & {
  terms: boolean;
};

/**
 * The Country list in a language, named by the browser's own data (Intl.DisplayNames) once per
 * page load: shown in the page's language, sent by its English name (what the server keeps).
 */
const countryLists = new Map<Locale, { value: string; label: string }[]>();
function countriesIn(locale: Locale) {
  let list = countryLists.get(locale);
  if (!list) {
    list = countryOptions(intlLocales[locale]);
    countryLists.set(locale, list);
  }
  return list;
}

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
  const { text, field, registrationFailure } = useAuthText();
  const { locale } = usePageLocale();
  const countries = useMemo(() => countriesIn(locale), [locale]);
  // The failure to say above the form, in the page's language as it renders.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
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
      setFailure(Object.values(fields).includes(message) ? null : { error });
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
        {failure ? <Alert color="red">{registrationFailure(failure.error)}</Alert> : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={text('signIn.register.name')}
            autoComplete="name"
            required
            key={form.key('name')}
            {...field(form.getInputProps('name'))}
          />
          <TextInput
            label={text('signIn.register.jobTitle')}
            autoComplete="organization-title"
            required
            key={form.key('jobTitle')}
            {...field(form.getInputProps('jobTitle'))}
          />
        </SimpleGrid>
        <TextInput
          label={text('signIn.register.email')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...field(form.getInputProps('email'))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={text('signIn.register.company')}
            autoComplete="organization"
            required
            key={form.key('companyName')}
            {...field(form.getInputProps('companyName'))}
          />
          <Select
            label={text('signIn.register.country')}
            placeholder={text('signIn.register.countryPlaceholder')}
            data={countries}
            searchable
            nothingFoundMessage={text('signIn.register.noCountry')}
            required
            key={form.key('country')}
            {...field(form.getInputProps('country'))}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NewPasswordFields
            form={form}
            label={text('signIn.register.password')}
            confirmLabel={text('signIn.register.confirmPassword')}
          />
        </SimpleGrid>
        <Checkbox
          label={text('signIn.register.terms')}
          key={form.key('terms')}
          {...field(form.getInputProps('terms', { type: 'checkbox' }))}
        />
        <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
          {text('signIn.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
