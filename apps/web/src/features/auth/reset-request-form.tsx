import { authMessages, resetRequestSchema } from '@app/domain';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useAction } from '../../app/ui/use-action';
import { useAppForm } from '../../app/ui/use-app-form';
import { requestPasswordReset } from './api';
import { useAuthText } from './auth-text';

type Props = { initialEmail: string; onBack: () => void };

export function ResetRequestForm({ initialEmail, onBack }: Props) {
  const { text, say, field, failure } = useAuthText();
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
          <Alert color="green">{say(request.data.message || authMessages.resetEmailSent)}</Alert>
        ) : null}
        {request.error ? <Alert color="red">{failure(request.error)}</Alert> : null}
        <TextInput
          label={text('signIn.reset.email')}
          type="email"
          autoComplete="email"
          required
          description={text('signIn.reset.hint')}
          key={form.key('email')}
          {...field(form.getInputProps('email'))}
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {text('signIn.reset.back')}
          </Anchor>
          <Button type="submit" loading={request.isPending}>
            {text('signIn.reset.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
