import { type SsoProviderForm, ssoMessages, ssoProviderFormSchema } from '@app/domain';
import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { useAppForm } from '../../app/ui/use-app-form';
import { type SsoBase, useSetUpSso } from './api';

/**
 * Sets up company sign-in: the provider's issuer and client, and the e-mail domain it signs in.
 * The server's refusals of a field go under it; the others (already set up, domain taken,
 * owner only, the provider's configuration unreadable) above the form.
 */
export function ProviderForm({ base }: { base: SsoBase }) {
  const [error, setError] = useState<string | null>(null);
  const form = useAppForm<SsoProviderForm>({
    mode: 'uncontrolled',
    initialValues: { issuer: '', clientId: '', clientSecret: '', domain: '' },
    validate: schemaResolver(ssoProviderFormSchema, { sync: true }),
  });
  const setUp = useSetUpSso(base);

  const submit = form.onSubmit((values) => {
    setError(null);
    setUp.mutate(values, {
      onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
      onError: (failure) => setError(applyApiError(form, failure)),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {error ? <Alert color="red">{error}</Alert> : null}
        <TextInput
          label={ssoMessages.issuerLabel}
          description={ssoMessages.issuerHint}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          data-autofocus
          key={form.key('issuer')}
          {...form.getInputProps('issuer')}
        />
        <TextInput
          label={ssoMessages.clientIdLabel}
          autoComplete="off"
          spellCheck={false}
          required
          key={form.key('clientId')}
          {...form.getInputProps('clientId')}
        />
        <PasswordInput
          label={ssoMessages.clientSecretLabel}
          // Not the admin's own password: no manager should offer or save it.
          autoComplete="new-password"
          required
          key={form.key('clientSecret')}
          {...form.getInputProps('clientSecret')}
        />
        <TextInput
          label={ssoMessages.domainLabel}
          description={ssoMessages.domainHint}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          key={form.key('domain')}
          {...form.getInputProps('domain')}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" loading={setUp.isPending}>
            {ssoMessages.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
