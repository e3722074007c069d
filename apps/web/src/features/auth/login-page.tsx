import { authMessages } from '@app/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { ResetRequestForm } from './reset-request-form';

// The legacy screen's social links are left out: we have no pages to point them at, and icons
// that look like "sign in with …" buttons would promise a sign-in that does not exist.

export function LoginPage() {
  const [params] = useSearchParams();
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const isResetting = resetEmail !== null;

  return (
    <AuthLayout title={isResetting ? 'Reset Password' : 'Login'}>
      {params.get('verified') === '1' ? (
        <Alert color="green">{authMessages.emailVerified}</Alert>
      ) : null}
      {params.get('verifyError') === '1' ? (
        <Alert color="red">{authMessages.verifyLinkInvalid}</Alert>
      ) : null}
      {isResetting ? (
        <ResetRequestForm initialEmail={resetEmail} onBack={() => setResetEmail(null)} />
      ) : (
        <LoginForm onResetPassword={setResetEmail} />
      )}
      <Text size="sm" ta="center">
        No account yet?{' '}
        <Anchor component={Link} to="/auth/register?free=true">
          Register
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
