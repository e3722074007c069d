import { authMessages, operatorContactSchema } from '@app/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { applyApiError } from '../../app/ui/api-form-error';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { useOperatorContact, useSaveOperatorContact } from './plan-standing';

type Values = { email: string };

function ContactForm({ email }: { email: string | null }) {
  const text = useText();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveOperatorContact();
  const form = useAppForm<Values>({
    mode: 'uncontrolled',
    initialValues: { email: email ?? '' },
    validate: {
      email: (value) =>
        operatorContactSchema.safeParse({ email: value.trim() || null }).success
          ? null
          : authMessages.invalidEmail,
    },
  });
  const submit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(
      { email: values.email.trim() || null },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: text('console.billing.operatorContact.saved'),
          }),
        onError: (error) => setFailure(applyApiError(form, error)),
      },
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="xs">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="email"
            label={text('console.billing.operatorContact.email')}
            description={text('console.billing.operatorContact.emailHint')}
            style={{ flex: '1 1 16rem' }}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={save.isPending}>
            {text('console.billing.operatorContact.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Where an admin's 'Request a larger plan' is mailed (docs/decisions/0020-plan-limits-way-forward.md);
 * the address is also shown to admins at a limit.
 */
export function OperatorContactSection() {
  const text = useText();
  const contact = useOperatorContact();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} mb="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {text('console.billing.operatorContact.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {text('console.billing.operatorContact.intro')}
        </Text>
        {contact.isPending ? (
          <Text size="sm">{text('console.billing.operatorContact.loading')}</Text>
        ) : null}
        {contact.isError ? <Alert color="red">{errorMessage(contact.error)}</Alert> : null}
        {contact.isSuccess ? <ContactForm email={contact.data.email} /> : null}
      </Stack>
    </Paper>
  );
}
