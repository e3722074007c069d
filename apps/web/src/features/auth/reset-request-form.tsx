import { authMessages, resetRequestSchema } from '@app/domain';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { errorMessage } from '../../app/api-client';
import { useAction } from '../../app/ui/use-action';
import { useAppForm } from '../../app/ui/use-app-form';
import { requestPasswordReset } from './api';

type Props = { initialEmail: string; onBack: () => void };

export function ResetRequestForm({ initialEmail, onBack }: Props) {
  const form = useAppForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: schemaResolver(resetRequestSchema, { sync: true }),
  });
  const request = useAction(requestPasswordReset);

  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => request.run(email))}>
      <Stack gap="md">
        {request.data ? (
          <Alert color="green">{request.data.message || authMessages.resetEmailSent}</Alert>
        ) : null}
        {request.error ? <Alert color="red">{errorMessage(request.error)}</Alert> : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          description="We will e-mail you a link to choose a new password."
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            Back to login
          </Anchor>
          <Button type="submit" loading={request.isPending}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
