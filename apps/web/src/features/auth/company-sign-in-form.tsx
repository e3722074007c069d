import { ssoSignInSchema } from '@app/domain';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { useAction } from '../../app/ui/use-action';
import { useAppForm } from '../../app/ui/use-app-form';
import { startCompanySignIn } from './api';
import { useAuthText } from './auth-text';

type Props = {
  /** What was typed into the password form's Email, if anything. */
  initialEmail: string;
  /** Back to the password form. */
  onBack: () => void;
  /** Sends the browser to the provider; tests hand in a stand-in (jsdom's location is fixed). */
  leaveFor?: (url: string) => void;
};

const assignLocation = (url: string) => window.location.assign(url);

/**
 * Sign in with your company (docs/decisions/0032-company-sign-in.md): the work e-mail's domain
 * names the account's identity provider, and the browser goes there. An address no company
 * sign-in covers gets the server's message under the field, which points back to the password.
 */
export function CompanySignInForm({ initialEmail, onBack, leaveFor = assignLocation }: Props) {
  const { text, field, failure } = useAuthText();
  // The failure to say above the form, in the page's language as it renders.
  const [error, setError] = useState<{ failure: unknown } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const form = useAppForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail },
    validate: schemaResolver(ssoSignInSchema, { sync: true }),
  });
  // Busy from the answer until the browser has left: the provider's page takes a moment.
  const [isLeaving, setLeaving] = useState(false);
  const start = useAction(startCompanySignIn, {
    onSuccess: (url) => {
      setLeaving(true);
      leaveFor(url);
    },
    // An e-mail no company covers is said under the field; anything else above the form.
    onError: (problem) =>
      setError(applyApiError(form, problem) === null ? null : { failure: problem }),
  });

  // The button that opened this form is gone: the field it leads to takes the focus.
  useEffect(() => emailRef.current?.focus(), []);
  // Back from the provider's page, the browser may show this page as it was left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        setLeaving(false);
      }
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => {
        setError(null);
        start.run(email);
      })}
    >
      <Stack gap="md">
        {error ? <Alert color="red">{failure(error.failure)}</Alert> : null}
        <TextInput
          ref={emailRef}
          label={text('signIn.company.emailLabel')}
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...field(form.getInputProps('email'))}
        />
        <Button type="submit" fullWidth loading={start.isPending || isLeaving}>
          {text('signIn.company.continue')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack}>
          {text('signIn.company.orPassword')}
        </Anchor>
      </Stack>
    </form>
  );
}
