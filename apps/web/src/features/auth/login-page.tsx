import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { queryKeys } from '../../app/query-keys';
import { LoginContent, REGISTER_PATH } from './login-content';

/**
 * /auth/login inside the console (reached by a link or a guard, without a page load).
 * `leaveFor` stands in for the browser's move to a company's identity provider in tests.
 */
export function LoginPage({ leaveFor }: { leaveFor?: (url: string) => void }) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  return (
    <LoginContent
      params={params}
      leaveFor={leaveFor}
      // The /auth guard sees the session's user and moves on to the landing page.
      onSignedIn={(user) => queryClient.setQueryData(queryKeys.auth.session(), user)}
      registerLink={(label) => (
        <Anchor component={Link} to={REGISTER_PATH}>
          {label}
        </Anchor>
      )}
    />
  );
}
