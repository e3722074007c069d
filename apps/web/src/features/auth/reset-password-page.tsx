import { authMessages, resetPasswordSchema } from '@app/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api-client';
import { useAppForm } from '../../app/ui/use-app-form';
import { resetPassword } from './api';
import { AuthLayout } from './auth-layout';
import { useAuthText } from './auth-text';
import { NewPasswordFields } from './password-fields';

type Values = { password: string; confirmPassword: string };

function LoginLink() {
  const { text } = useAuthText();
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/auth/login">
        {text('signIn.newPassword.goToLogin')}
      </Anchor>
    </Text>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { text, say, failure } = useAuthText();
  const schemaErrors = schemaResolver(resetPasswordSchema, { sync: true });
  const form = useAppForm<Values>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values): FormErrors => schemaErrors({ ...values, token }),
    validateInputOnBlur: true,
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onError: (error) => {
      if (error instanceof ApiError) {
        form.setErrors(error.fields);
      }
    },
  });

  if (mutation.isSuccess) {
    return (
      <>
        <Alert color="green">{say(mutation.data.message || authMessages.passwordResetDone)}</Alert>
        <LoginLink />
      </>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate({ ...values, token }))}>
      <Stack gap="md">
        {mutation.isError ? <Alert color="red">{failure(mutation.error)}</Alert> : null}
        <NewPasswordFields
          form={form}
          label={text('signIn.newPassword.password')}
          confirmLabel={text('signIn.newPassword.confirm')}
        />
        <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
          {text('signIn.newPassword.submit')}
        </Button>
        <LoginLink />
      </Stack>
    </form>
  );
}

export function ResetPasswordPage() {
  const { text } = useAuthText();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout title={text('signIn.newPassword.title')}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert color="red">{text('signIn.errors.resetLinkInvalid')}</Alert>
          <LoginLink />
        </>
      )}
    </AuthLayout>
  );
}
