import {
  authMessages,
  type LoginInput,
  loginSchema,
  type SessionUser,
  ssoSignInMessages,
} from '@app/domain';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../app/api-client';
import { useAction } from '../../app/ui/use-action';
import { useAppForm } from '../../app/ui/use-app-form';
import { login, resendVerification } from './api';

/** Part B §8: 'Invalid username or password' disappears after 5 seconds; others stay. */
export const TRANSIENT_ERROR_MS = 5000;

type Props = {
  onResetPassword: (email: string) => void;
  /** The console keeps the user as its session; the stand-alone page loads the console. */
  onSignedIn: (user: SessionUser) => void;
  /** Sign in with your company instead, with the e-mail typed so far. */
  onCompanySignIn: (email: string) => void;
};

export function LoginForm({ onResetPassword, onSignedIn, onCompanySignIn }: Props) {
  const [error, setError] = useState<{
    message: string;
    isTransient: boolean;
    isUnverified: boolean;
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useAppForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });
  const signIn = useAction(login, {
    onSuccess: onSignedIn,
    onError: (failure) =>
      setError({
        message: errorMessage(failure),
        isTransient:
          failure instanceof ApiError &&
          (failure.code === 'INVALID_CREDENTIALS' ||
            failure.message === authMessages.invalidCredentials),
        isUnverified: failure instanceof ApiError && failure.code === 'EMAIL_NOT_VERIFIED',
      }),
  });
  const resend = useAction(resendVerification, {
    onSuccess: ({ message }) => {
      setError(null);
      setNotice(message);
    },
    onError: (failure) =>
      setError({ message: errorMessage(failure), isTransient: false, isUnverified: false }),
  });

  useEffect(() => {
    if (!error?.isTransient) {
      return;
    }
    const timer = window.setTimeout(() => setError(null), TRANSIENT_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setError(null);
        setNotice(null);
        signIn.run(values);
      })}
    >
      <Stack gap="md">
        {notice ? <Alert color="green">{notice}</Alert> : null}
        {error ? (
          <Alert color="red">
            <Stack gap="xs" align="flex-start">
              {error.message}
              {error.isUnverified ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={resend.isPending}
                  onClick={() => resend.run(form.getValues())}
                >
                  Resend verification e-mail
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onResetPassword(form.getValues().email)}
          >
            Reset Password
          </Anchor>
          <Button type="submit" loading={signIn.isPending}>
            Login
          </Button>
        </Group>
        <Divider />
        <Button
          type="button"
          variant="default"
          fullWidth
          onClick={() => onCompanySignIn(form.getValues().email)}
        >
          {ssoSignInMessages.signInWithCompany}
        </Button>
      </Stack>
    </form>
  );
}
