import { authMessages, type SessionUser } from '@app/domain';
import { Alert, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AuthLayout } from './auth-layout';
import { LoginForm } from './login-form';
import { ResetRequestForm } from './reset-request-form';
import { SocialLinks } from './social-links';

/** Register as a free plan (the login page's link). */
export const REGISTER_PATH = '/auth/register?free=true';

type Props = {
  /** The page's query: ?verified=1 or ?verifyError=1 after an e-mail verification link. */
  params: URLSearchParams;
  /** The Register link: a router link in the console, a plain one on the sign-in page. */
  registerLink: ReactNode;
  /** After a successful sign-in, with the signed-in user. */
  onSignedIn: (user: SessionUser) => void;
};

/** The Login screen's content, with or without the console's router around it. */
export function LoginContent({ params, registerLink, onSignedIn }: Props) {
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
        <LoginForm onResetPassword={setResetEmail} onSignedIn={onSignedIn} />
      )}
      <Text size="sm" ta="center">
        No account yet? {registerLink}
      </Text>
      <SocialLinks />
    </AuthLayout>
  );
}
