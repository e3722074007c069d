import { authMessages, resetPasswordSchema } from '@app/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormErrors, schemaResolver } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../app/api-client';
import { useAppForm } from '../../app/ui/use-app-form';
import { resetPassword } from './api';
import { AuthLayout } from './auth-layout';
import { NewPasswordFields } from './password-fields';

type Values = { password: string; confirmPassword: string };

function LoginLink() {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/auth/login">
        Go to login
      </Anchor>
    </Text>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
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
        <Alert color="green">{mutation.data.message || authMessages.passwordResetDone}</Alert>
        <LoginLink />
      </>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate({ ...values, token }))}>
      <Stack gap="md">
        {mutation.isError ? <Alert color="red">{errorMessage(mutation.error)}</Alert> : null}
        <NewPasswordFields form={form} label="New Password" />
        <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
          Save new password
        </Button>
        <LoginLink />
      </Stack>
    </form>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout title="Choose a new password">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert color="red">{authMessages.resetLinkInvalid}</Alert>
          <LoginLink />
        </>
      )}
    </AuthLayout>
  );
}
