import { authMessages } from '@app/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { ResetRequestForm } from './reset-request-form';
import { SocialLinks } from './social-links';

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
      <SocialLinks />
    </AuthLayout>
  );
}
