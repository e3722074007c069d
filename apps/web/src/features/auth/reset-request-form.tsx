import { authMessages, resetRequestSchema } from '@app/domain';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../app/api-client';
import { useAppForm } from '../../app/ui/use-app-form';
import { requestPasswordReset } from './api';

type Props = { initialEmail: string; onBack: () => void };

export function ResetRequestForm({ initialEmail, onBack }: Props) {
  const form = useAppForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: schemaResolver(resetRequestSchema, { sync: true }),
  });
  const mutation = useMutation({ mutationFn: requestPasswordReset });

  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => mutation.mutate(email))}>
      <Stack gap="md">
        {mutation.isSuccess ? (
          <Alert color="green">{mutation.data.message || authMessages.resetEmailSent}</Alert>
        ) : null}
        {mutation.isError ? <Alert color="red">{errorMessage(mutation.error)}</Alert> : null}
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
          <Button type="submit" loading={mutation.isPending}>
            Reset Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
