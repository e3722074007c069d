import type { SessionUser } from '@app/domain';
import { Alert, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { AuthLayout } from './auth-layout';
import { useAuthText } from './auth-text';
import { CompanySignInForm } from './company-sign-in-form';
import { LoginForm } from './login-form';
import { ResetRequestForm } from './reset-request-form';
import { SocialLinks } from './social-links';

/** Register as a free plan (the login page's link). */
export const REGISTER_PATH = '/auth/register?free=true';

type Props = {
  /**
   * The page's query: ?verified=1 or ?verifyError=1 after an e-mail verification link,
   * ?ssoError=CODE after a company sign-in the server could not complete.
   */
  params: URLSearchParams;
  /**
   * The Register link, named `label` in the page's language: a router link in the console, a
   * plain one on the sign-in page.
   */
  registerLink: (label: string) => ReactNode;
  /** After a successful sign-in, with the signed-in user. */
  onSignedIn: (user: SessionUser) => void;
  /** Where a company sign-in sends the browser (by default, there); tests pass a stand-in. */
  leaveFor?: (url: string) => void;
};

/** The password form, or in its place the reset request or the company sign-in. */
type Mode =
  | { form: 'password' }
  | { form: 'reset'; email: string }
  | { form: 'company'; email: string };

const titles = {
  password: 'signIn.login.title',
  reset: 'signIn.reset.title',
  company: 'signIn.company.title',
} as const;

/** The Login screen's content, with or without the console's router around it. */
export function LoginContent({ params, registerLink, onSignedIn, leaveFor }: Props) {
  const { text, ssoFailure } = useAuthText();
  const [mode, setMode] = useState<Mode>({ form: 'password' });
  const failure = ssoFailure(params.get('ssoError'));
  const backToPassword = () => setMode({ form: 'password' });
  return (
    <AuthLayout title={text(titles[mode.form])}>
      {params.get('verified') === '1' ? (
        <Alert color="green">{text('signIn.notices.emailVerified')}</Alert>
      ) : null}
      {params.get('verifyError') === '1' ? (
        <Alert color="red">{text('signIn.notices.verifyLinkInvalid')}</Alert>
      ) : null}
      {failure ? <Alert color="red">{failure}</Alert> : null}
      {mode.form === 'reset' ? (
        <ResetRequestForm initialEmail={mode.email} onBack={backToPassword} />
      ) : mode.form === 'company' ? (
        <CompanySignInForm initialEmail={mode.email} onBack={backToPassword} leaveFor={leaveFor} />
      ) : (
        <LoginForm
          onResetPassword={(email) => setMode({ form: 'reset', email })}
          onCompanySignIn={(email) => setMode({ form: 'company', email })}
          onSignedIn={onSignedIn}
        />
      )}
      <Text size="sm" ta="center">
        {text('signIn.login.noAccount')} {registerLink(text('signIn.login.registerLink'))}
      </Text>
      <SocialLinks />
    </AuthLayout>
  );
}
