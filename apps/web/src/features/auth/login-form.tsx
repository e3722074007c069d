import { authMessages, type LoginInput, loginSchema, type SessionUser } from '@app/domain';
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
import { ApiError } from '../../app/api-client';
import { useAction } from '../../app/ui/use-action';
import { useAppForm } from '../../app/ui/use-app-form';
import { login, resendVerification } from './api';
import { useAuthText } from './auth-text';

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
  const { text, say, field, failure } = useAuthText();
  // The failure itself, said in the page's language as it renders (a switch re-says it).
  const [error, setError] = useState<{
    failure: unknown;
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
    onError: (problem) =>
      setError({
        failure: problem,
        isTransient:
          problem instanceof ApiError &&
          (problem.code === 'INVALID_CREDENTIALS' ||
            problem.message === authMessages.invalidCredentials),
        isUnverified: problem instanceof ApiError && problem.code === 'EMAIL_NOT_VERIFIED',
      }),
  });
  const resend = useAction(resendVerification, {
    onSuccess: ({ message }) => {
      setError(null);
      setNotice(message);
    },
    onError: (problem) => setError({ failure: problem, isTransient: false, isUnverified: false }),
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
        {notice ? <Alert color="green">{say(notice)}</Alert> : null}
        {error ? (
          <Alert color="red">
            <Stack gap="xs" align="flex-start">
              {failure(error.failure)}
              {error.isUnverified ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={resend.isPending}
                  onClick={() => resend.run(form.getValues())}
                >
                  {text('signIn.login.resendVerification')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <TextInput
          label={text('signIn.login.email')}
          type="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...field(form.getInputProps('email'))}
        />
        <PasswordInput
          label={text('signIn.login.password')}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': text('signIn.login.showPassword') }}
          key={form.key('password')}
          {...field(form.getInputProps('password'))}
        />
        <Group justify="space-between" align="center">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onResetPassword(form.getValues().email)}
          >
            {text('signIn.login.resetPassword')}
          </Anchor>
          <Button type="submit" loading={signIn.isPending}>
            {text('signIn.login.submit')}
          </Button>
        </Group>
        <Divider />
        <Button
          type="button"
          variant="default"
          fullWidth
          onClick={() => onCompanySignIn(form.getValues().email)}
        >
          {text('signIn.company.title')}
        </Button>
      </Stack>
    </form>
  );
}
